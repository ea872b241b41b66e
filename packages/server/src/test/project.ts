import { configDefaults, type UserWorkspaceConfig } from 'vitest/config';
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
      // Their own project (vitest.resilience.config.ts) runs them once, with their own databases.
      exclude: [...configDefaults.exclude, 'src/resilience/**'],
      environment: 'node',
      env: { TEST_DATABASE: database },
      // Files share their worker's modules instead of importing the server (Fastify, drizzle,
      // PGlite's WebAssembly, sharp) afresh each: on a quiet machine (2026-11-27) the PGlite run
      // took 343 s of CPU instead of 523 and the PostgreSQL run 188 instead of 252. Each file
      // still starts servers and databases of its own; no server module keeps state between them.
      isolate: false,
      // Generous: several tests start servers of their own, slow on a busy 2-core machine.
      testTimeout: 90_000,
      hookTimeout: 90_000,
    },
  };
}
