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
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ownerOnly } from '../dataDir';
import { runDataMigrations } from './dataMigrations';
import { isReadTimeout } from './errors';
import * as schema from './schema';

/** Either driver, through the query builder both share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations; safe when several servers start together. */
  migrate(): Promise<void>;
  /** The connections now, and the queries waiting for one (the metrics read them). */
  connections(): ConnectionCounts;
  close(): Promise<void>;
}

export interface ConnectionCounts {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; when absent it lives in memory (tests). */
  dataDir?: string | undefined;
  /**
   * What a PGlite in memory starts from instead of an empty cluster: a dump of one already
   * migrated (migratedPgliteDump). Tests pass one; a server never does.
   */
  pgliteDump?: Blob | undefined;
}

// Beside this file in the source; the build copies the folder beside its bundle (vite.config.ts).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant shared by every instance of this server works as the advisory lock's key.
const migrationLockKey = 7_240_518;

export class DataDirLockedError extends Error {}

/** `log` hears of trouble that no request sees, such as a pooled connection lost while idle. */
export function openDatabase(options: DatabaseOptions, log?: FastifyBaseLogger): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, log)
    : options.dataDir === undefined
      ? openPglite({ loadDataDir: options.pgliteDump })
      : openPglite({ dataDir: resolve(options.dataDir) });
}

/**
 * When PostgreSQL is down or unreachable, a request fails within these (handleError answers 503)
 * instead of hanging; together under 10 s.
 */
const postgresTimeouts = {
  // Waiting for a connection: opening a new one, or for a free one from a busy pool.
  connectionTimeoutMillis: 3000,
  // PostgreSQL cancels a statement that runs longer (a lock never released, a runaway query)...
  statement_timeout: 5000,
  // ...and the driver gives up on an answer that never comes (a frozen server, a dead network).
  query_timeout: 6000,
};

function openPostgres(connectionString: string, log?: FastifyBaseLogger): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, ...postgresTimeouts });
  // An idle connection that PostgreSQL drops (a restart, an admin_shutdown) is an 'error' event:
  // unhandled, it would end the process. The pool discards that connection and opens a new one
  // for the next query, so the server carries on by itself once PostgreSQL is back.
  pool.on('error', (error) => log?.warn({ err: error }, 'database: an idle connection was lost'));
  // The pool listens only while a connection is idle. One lost while checked out and between two
  // queries (a transaction waiting on its image, its mail) would be an unhandled 'error' too: its
  // next query fails (503) and the pool drops it when released, so the event only needs a listener.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      log?.warn({ err: error }, 'database: a connection in use was lost'),
    );
    closeOnReadTimeout(client);
  });
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
        await runDataMigrations(drizzlePostgres(client, { schema }));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        await client.end();
      }
    },
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

const pgliteExtensions = { unaccent, pg_trgm };

/**
 * An in-memory PGlite with every migration applied, dumped: each test database starts as a copy
 * (0.6 s of CPU) instead of making its cluster (initdb, 2.3 s of CPU in WebAssembly) and migrating.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await runDataMigrations(db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob | undefined;
}): DatabaseHandle {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  // Durability, as checked by the kill -9 test (src/resilience): PGlite's Node filesystem mounts
  // the directory with Emscripten's NODEFS, so each write of PostgreSQL is a writeSync to the real
  // file, with no copy in memory left to flush (syncToFs and relaxedDurability only matter for the
  // browser's stores). A commit has written its WAL before the query answers (synchronous_commit
  // stays on), so a killed process loses nothing it acknowledged, and the next open replays the
  // WAL. What it does not survive is a crash of the machine itself: PGlite runs PostgreSQL with
  // fsync off (-F), and NODEFS has no fsync to turn on. Use PostgreSQL where that matters.
  const client = new PGlite({
    ...(dataDir ? { dataDir: join(dataDir, 'pgdata') } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  // PGlite writes through Emscripten's NODEFS, which gives each file it creates a mode of its own
  // (a chmod, past the process's umask) from Emscripten's umask, 0022: the cluster PGlite writes on
  // first start comes out 0666, the relation cache PostgreSQL writes at each start 0644. Made its
  // owner's only once PGlite is up; the files PostgreSQL makes afterwards ask for 0600.
  const ready = dataDir
    ? client.waitReady.then(() => void ownerOnly(join(dataDir, 'pgdata')))
    : client.waitReady;
  const calls = countCalls(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // One process owns the directory (see lockDataDir), so there is no one to race with.
    migrate: async () => {
      await ready;
      await migratePglite(db, { migrationsFolder });
      await runDataMigrations(db);
    },
    // PGlite is one connection that runs one call at a time; the others queue inside it.
    connections: () => ({
      inUse: Math.min(calls.unsettled, 1),
      idle: calls.unsettled === 0 ? 1 : 0,
      waiting: Math.max(calls.unsettled - 1, 0),
    }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * Ends a connection whose query got no answer within query_timeout. Left open, it would hold the
 * next query behind the unanswered one: a transaction's ROLLBACK would wait out a timeout of its
 * own (a create caught by a frozen server took 12 s). Ended, whatever was queued on it fails at once
 * (503), and the pool drops it when it is released.
 */
function closeOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isReadTimeout(error)) void client.end().catch(() => {});
        });
      }
      return result;
    },
  });
}

/**
 * Counts the calls made to PGlite that have not settled: its queue keeps no count of its own
 * (a private mutex). Drizzle reaches it through `query` and `transaction`; a transaction's own
 * queries go through its handle, inside the one call.
 */
function countCalls(client: PGlite): { readonly unsettled: number } {
  const counter = { unsettled: 0 };
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const call = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        counter.unsettled++;
        return call(...args).finally(() => counter.unsettled--);
      },
    });
  }
  return counter;
}

/**
 * PGlite is a single-process database: a second process writing the same files loses its writes
 * without a word. A pid file makes the second one stop at once instead.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = join(dataDir, 'server.pid');
  const release = () => rmSync(lockFile, { force: true });
  // Created with O_EXCL, so of two servers starting together only one gets it.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
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
