import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/connect';
import type { ReadCache } from './readCache';

/** The transaction handle drizzle passes to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every write that changes what visitors read (a new job now; edits, deletes, expiry and saved
 * counts later) goes through `write`, so that no cached answer outlives it, on any instance.
 */
export interface BoardChanges {
  /** Runs `work` in a transaction; once it commits, every instance's read cache is dropped. */
  write<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after each change made elsewhere: by another instance, or by hand followed by
   * `NOTIFY job_board_changed`. (With PGlite nothing else can write.)
   */
  onChangeElsewhere(listener: () => void): void;
  close(): Promise<void>;
}

/** The channel every instance listens on; a notification's payload names the instance that wrote. */
export const changesChannel = 'job_board_changed';

/** How the listening connection shows in pg_stat_activity. */
export const listenerName = 'job board: cache invalidation';

const reconnectDelayMs = { first: 100, max: 5000 };

/**
 * One process owns a PGlite directory (see lockDataDir), so dropping this process's cache after
 * each commit is exact.
 */
export function inProcessChanges(db: Database, cache: ReadCache): BoardChanges {
  return {
    async write(work) {
      try {
        return await db.transaction(work);
      } finally {
        cache.invalidate();
      }
    },
    onChangeElsewhere() {},
    close: async () => {},
  };
}

/**
 * Several instances share one PostgreSQL. Each write sends a NOTIFY inside its transaction (so a
 * rolled-back write tells no one, and a committed one is told after its commit), and each instance
 * LISTENs on a connection of its own (a pooled one would be handed to other queries) and drops its
 * cache on every change another instance made. Its own changes it drops at once after the commit,
 * so its next answer shows them. While that connection is down the cache keeps and tags nothing,
 * since notifications sent meanwhile are lost; it reconnects with a growing delay.
 *
 * Resolves once the first attempt to listen has succeeded or failed.
 */
export async function sharedChanges(
  db: Database,
  cache: ReadCache,
  connectionString: string,
  log: FastifyBaseLogger,
): Promise<BoardChanges> {
  const instanceId = randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let retryDelay = reconnectDelayMs.first;
  let retryTimer: NodeJS.Timeout | undefined;
  const elsewhereListeners: (() => void)[] = [];

  function lost(client: pg.Client, error?: unknown) {
    if (listener !== client) return; // one loss reported twice ('error', then 'end')
    listener = undefined;
    cache.suspend();
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, `Cache invalidation: not listening; retrying in ${retryDelay} ms`);
    retryTimer = setTimeout(listen, retryDelay);
    retryDelay = Math.min(retryDelay * 2, reconnectDelayMs.max);
  }

  async function listen(): Promise<void> {
    // Bounded, so that a database that does not answer is retried (and close() is not held up).
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: listenerName,
    });
    listener = client;
    client.on('notification', (notification) => {
      if (notification.channel === changesChannel && notification.payload !== instanceId) {
        cache.invalidate();
        for (const listener of elsewhereListeners) listener();
      }
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${changesChannel}`);
      if (listener !== client) return;
      retryDelay = reconnectDelayMs.first;
      // Anything kept before (or while) the connection was down may be stale.
      cache.resume();
    } catch (error) {
      lost(client, error);
    }
  }

  await listen();
  return {
    async write(work) {
      try {
        return await db.transaction(async (tx) => {
          const done = await work(tx);
          await tx.execute(sql`SELECT pg_notify(${changesChannel}, ${instanceId})`);
          return done;
        });
      } finally {
        // Also after a failure: a COMMIT whose answer was lost may still have committed, and this
        // instance ignores its own notifications.
        cache.invalidate();
      }
    },
    onChangeElsewhere(listener) {
      elsewhereListeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await listener?.end();
    },
  };
}
