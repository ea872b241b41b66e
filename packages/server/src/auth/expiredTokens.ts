import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, selectRows } from '../db/connect';
import { mailedLinks, tokens } from '../db/schema';

export interface ExpiredTokens {
  /** Deletes the expired sessions and mailed links now; answers how many went. */
  sweep(): Promise<number>;
  /** Clears the timer, after the sweep under way (if any) has finished. */
  stop(): Promise<void>;
}

export const defaultTokenCleanupMs = 60 * 60_000;

/**
 * Deletes expired session tokens and mailed links at start and then every `intervalMs`. They no
 * longer sign anyone in nor open anything (every read checks `expires_at`); deleting them keeps the
 * tables the size of the live ones. Each DELETE finds its rows by the `expires_at` index (migration
 * 0009) and is idempotent, so several instances may sweep at once.
 */
export function startExpiredTokenCleanup(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = defaultTokenCleanupMs,
): ExpiredTokens {
  let running: Promise<unknown> = Promise.resolve();

  /** Counted in the database: a backlog of a million rows never travels. */
  const deleteFrom = async (table: typeof tokens | typeof mailedLinks) => {
    const [row] = await selectRows<{ deleted: number }>(
      db,
      sql`WITH gone AS (DELETE FROM ${table} WHERE expires_at < now() RETURNING 1)
          SELECT count(*)::int AS deleted FROM gone`,
    );
    return row?.deleted ?? 0;
  };

  async function deleteExpired(): Promise<number> {
    const sessions = await deleteFrom(tokens);
    const links = await deleteFrom(mailedLinks);
    if (sessions + links > 0) {
      log.info(`Tokens: ${sessions} expired session(s) and ${links} mailed link(s) deleted`);
    }
    return sessions + links;
  }

  function sweep(): Promise<number> {
    const swept = running.then(deleteExpired);
    running = swept.catch((error) => {
      log.warn({ err: error }, 'Tokens: deleting the expired ones failed; trying again later');
    });
    return swept;
  }

  const timer = setInterval(() => void sweep().catch(() => {}), intervalMs);
  // Nothing to keep a process alive for.
  timer.unref();
  void sweep().catch(() => {});
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
