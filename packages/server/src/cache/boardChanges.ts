import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/connect';
import { type Announce, tagsOf } from './invalidation';
import type { ReadCache } from './readCache';

/** The transaction handle drizzle passes to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every write that changes what visitors read (a job created, edited, saved, renewed, expired or
 * deleted) goes through `write`, so that no cached answer that shows it outlives it, on any
 * instance.
 */
export interface BoardChanges {
  /**
   * Runs `work` in a transaction; once it commits, every instance's read cache drops the answers
   * that show what the events `work` announced changed (cache/invalidation.ts), and keeps the
   * others.
   */
  write<T>(work: (tx: Transaction, announce: Announce) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after each change made elsewhere: by another instance, or by hand followed by
   * `NOTIFY job_board_changed` (with no payload: everything may have changed). (With PGlite nothing
   * else can write.)
   */
  onChangeElsewhere(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * The channel every instance listens on. A notification's payload is a `ChangeNotice` as JSON; any
 * other payload (a NOTIFY by hand, an older instance's) means everything may have changed.
 */
export const changesChannel = 'job_board_changed';

/** Who wrote, and the tags the write dropped; null when they would not fit in a notification. */
interface ChangeNotice {
  from: string;
  tags: string[] | null;
}

/** PostgreSQL refuses payloads of 8000 bytes and more; past this, a notice says "everything". */
const maxNoticeBytes = 7000;

/** The notice of a write by `instanceId`, as its NOTIFY's payload. */
function noticeOf(instanceId: string, tags: ReadonlySet<string>): string {
  const notice = JSON.stringify({ from: instanceId, tags: [...tags] } satisfies ChangeNotice);
  if (Buffer.byteLength(notice) < maxNoticeBytes) return notice;
  return JSON.stringify({ from: instanceId, tags: null } satisfies ChangeNotice);
}

/** The notice a payload holds; undefined for one that is not ours (everything may have changed). */
function readNotice(payload: string | undefined): ChangeNotice | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<ChangeNotice> | null;
    const tags = notice?.tags;
    const valid =
      typeof notice?.from === 'string' &&
      (tags === null || (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')));
    return valid ? (notice as ChangeNotice) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` with an `announce` that gathers the tags its events drop; `afterwards` gets them once
 * the transaction is over, also after a failure: a COMMIT whose answer was lost may still have
 * committed.
 */
async function gatheringTags<T>(
  work: (announce: Announce, touched: ReadonlySet<string>) => Promise<T>,
  afterwards: (tags: ReadonlySet<string>) => void,
): Promise<T> {
  const touched = new Set<string>();
  const announce: Announce = (event) => {
    for (const tag of tagsOf(event)) touched.add(tag);
  };
  try {
    return await work(announce, touched);
  } finally {
    if (touched.size > 0) afterwards(touched);
  }
}

/** How the listening connection shows in pg_stat_activity. */
export const listenerName = 'job board: cache invalidation';

const reconnectDelayMs = { first: 100, max: 5000 };

/**
 * One process owns a PGlite directory (see lockDataDir), so dropping what each commit touched from
 * this process's cache is exact.
 */
export function inProcessChanges(db: Database, cache: ReadCache): BoardChanges {
  return {
    write: (work) =>
      gatheringTags(
        (announce) => db.transaction((tx) => work(tx, announce)),
        (tags) => cache.invalidate(tags),
      ),
    onChangeElsewhere() {},
    close: async () => {},
  };
}

/**
 * A write on PostgreSQL that tells every listening instance what it touched: a NOTIFY in its
 * transaction, from `instanceId`; `afterwards` gets the tags once it is over. The command line
 * (`pnpm admin`) writes so too, beside the running servers.
 */
export function notifyingWrite(
  db: Database,
  instanceId: string,
  afterwards: (tags: ReadonlySet<string>) => void,
): BoardChanges['write'] {
  return (work) =>
    gatheringTags(
      (announce, touched) =>
        db.transaction(async (tx) => {
          const done = await work(tx, announce);
          // A write that touched nothing (a refusal found under the lock) tells no one.
          if (touched.size > 0) {
            const notice = noticeOf(instanceId, touched);
            await tx.execute(sql`SELECT pg_notify(${changesChannel}, ${notice})`);
          }
          return done;
        }),
      afterwards,
    );
}

/**
 * Several instances share one PostgreSQL. Each write sends a NOTIFY of the tags it touched inside its
 * transaction (so a rolled-back write tells no one, and a committed one is told after its commit),
 * and each instance LISTENs on a connection of its own (a pooled one would be handed to other
 * queries) and drops the answers that show them. Its own changes it drops at once after the commit,
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
      if (notification.channel !== changesChannel) return;
      const notice = readNotice(notification.payload);
      if (notice?.from === instanceId) return;
      cache.invalidate(notice?.tags ?? undefined);
      for (const listener of elsewhereListeners) listener();
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
    // This instance ignores its own notifications: it drops its own answers at once.
    write: notifyingWrite(db, instanceId, (tags) => cache.invalidate(tags)),
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
