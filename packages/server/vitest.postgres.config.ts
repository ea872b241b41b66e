import { postgresAnswers, postgresMaintenanceUrl } from '@job/machine';
import { defineProject } from 'vitest/config';
import { serverProject } from './src/test/project.ts';

// The suite's files that PostgreSQL may answer differently (src/test/project.ts). Without a
// server it is skipped with a notice, except in CI.
export default defineProject(async () => {
  if (await postgresAnswers()) return serverProject('server-postgres');
  if (process.env.CI === 'true') {
    throw new Error(`CI needs PostgreSQL, and none answers at ${postgresMaintenanceUrl}.`);
  }
  console.warn(
    `\n[server-postgres] skipped: no PostgreSQL answers at ${postgresMaintenanceUrl} ` +
      '(set TEST_POSTGRES_URL to point elsewhere; with CI=true this is an error).\n',
  );
  return serverProject('server-postgres', { skipped: true });
});
