import { defineProject } from 'vitest/config';
import { postgresBin, postgresBinariesExist } from './src/resilience/postgresCluster.ts';

// Crash, outage and concurrency tests with real server and PostgreSQL processes, one file at a
// time: each loads both cores on its own. The PostgreSQL ones start a PostgreSQL of their own with
// Debian's programs; without them those are skipped with a notice, except in CI.
export default defineProject(() => {
  const include = ['src/resilience/**/*.test.ts'];
  const exclude: string[] = [];
  if (!postgresBinariesExist()) {
    if (process.env.CI === 'true')
      throw new Error(`CI needs PostgreSQL 15's programs in ${postgresBin}.`);
    console.warn(
      `\n[server-resilience] PostgreSQL tests skipped: no initdb and pg_ctl in ${postgresBin} ` +
        '(apt-get install postgresql-15; with CI=true this is an error).\n',
    );
    exclude.push('src/resilience/postgres*.test.ts', 'src/resilience/concurrentCreates.test.ts');
  }
  return {
    test: {
      name: 'server-resilience',
      include,
      exclude,
      environment: 'node',
      fileParallelism: false,
      testTimeout: 180_000,
      hookTimeout: 90_000,
    },
  };
});
