import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseOptions } from '../db/connect';

/** Which database the running Vitest project tests against (set by its config). */
export type TestDatabaseKind = 'pglite' | 'postgres';

/** The maintenance database of the PostgreSQL the postgres project runs on. */
export const postgresMaintenanceUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: postgresMaintenanceUrl,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
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

/**
 * A database of its own for one test file: PGlite in memory, or a freshly created PostgreSQL
 * database that is dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') return { options: {}, drop: async () => {} };
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
