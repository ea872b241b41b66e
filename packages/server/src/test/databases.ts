import { randomBytes } from 'node:crypto';
import { postgresMaintenanceUrl } from '@job/machine';
import pg from 'pg';
import { type DatabaseOptions, migratedPgliteDump } from '../db/connect';

/** Which database the running Vitest project tests against (set by its config). */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

async function maintenance<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresMaintenanceUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/** Made once per worker; its files share it (`isolate: false`). */
let migratedPglite: Promise<Blob> | undefined;

/**
 * A database of its own for one test file: PGlite in memory, or a freshly created PostgreSQL
 * database that is dropped afterwards. PGlite's starts as a copy of one already migrated (the
 * server's migrate() then has nothing to do), unless `empty` is asked for.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'none') {
    throw new Error(
      'A file of the `server` project asked for a database: move it out of databaseFreeFiles (src/test/project.ts).',
    );
  }
  if (testDatabaseKind() === 'pglite') {
    if (empty) return { options: {}, drop: async () => {} };
    migratedPglite ??= migratedPgliteDump();
    return { options: { pgliteDump: await migratedPglite }, drop: async () => {} };
  }
  const name = `job_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await maintenance((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresMaintenanceUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    async drop() {
      await maintenance((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
