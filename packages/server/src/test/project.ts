import type { UserWorkspaceConfig } from 'vitest/config';
import type { TestDatabaseKind } from './databases';

/** The server suite as one Vitest project; the two configs run it on PGlite and on PostgreSQL. */
export function serverProject(
  database: TestDatabaseKind,
  include = ['src/**/*.test.ts'],
): UserWorkspaceConfig {
  return {
    test: {
      name: `server-${database}`,
      include,
      environment: 'node',
      env: { TEST_DATABASE: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}
