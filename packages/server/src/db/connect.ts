import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** Either driver, through the query builder both share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations; safe when several servers start together. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; when absent it lives in memory (tests). */
  dataDir?: string | undefined;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant shared by every instance of this server works as the advisory lock's key.
const migrationLockKey = 7_240_518;

export class DataDirLockedError extends Error {}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir === undefined ? undefined : resolve(options.dataDir));
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    db: drizzlePostgres(pool, { schema }),
    kind: 'postgres',
    async migrate() {
      // The lock belongs to a session, so take it, migrate and free it on one dedicated client.
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | undefined): DatabaseHandle {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = new PGlite({
    ...(dataDir ? { dataDir: join(dataDir, 'pgdata') } : {}),
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // One process owns the directory (see lockDataDir), so there is no one to race with.
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is a single-process database: a second process writing the same files loses its writes
 * without a word. A pid file makes the second one stop at once instead.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.pid');
  const release = () => rmSync(lockFile, { force: true });
  // Created with O_EXCL, so of two servers starting together only one gets it.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockHolder(lockFile);
    if (holder !== undefined && isRunning(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another server (process ${holder}). ` +
          'Stop that one first, or give this one its own DATA_DIR or a DATABASE_URL.',
      );
    }
    release(); // left behind by a server that did not shut down cleanly
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function readLockHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The rows of a raw query; both drivers answer `{ rows }`. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
