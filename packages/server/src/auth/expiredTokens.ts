import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { countDeleted, type PeriodicSweep, startPeriodicSweep } from '../db/periodicSweep';
import { mailedLinks, tokens } from '../db/schema';

export type ExpiredTokens = PeriodicSweep;

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
  const deleteFrom = (table: typeof tokens | typeof mailedLinks) =>
    countDeleted(db, sql`DELETE FROM ${table} WHERE expires_at < now()`);

  return startPeriodicSweep(
    async () => {
      const sessions = await deleteFrom(tokens);
      const links = await deleteFrom(mailedLinks);
      if (sessions + links > 0) {
        log.info(`Tokens: ${sessions} expired session(s) and ${links} mailed link(s) deleted`);
      }
      return sessions + links;
    },
    { log, intervalMs, failure: 'Tokens: deleting the expired ones failed; trying again later' },
  );
}
