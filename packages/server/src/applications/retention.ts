// Retention: applications and their CVs go a set time after their posting closes, so the board
// keeps no one's CV for ever (issue 44, item 6).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { countDeleted, type PeriodicSweep, startPeriodicSweep } from '../db/periodicSweep';
import { applications, jobs } from '../db/schema';

/** How long applications are kept after their posting closes, without APPLICATION_RETENTION_DAYS. */
export const defaultRetentionDays = 365;

/** A day's margin at most on a year: the deletion needs no exact moment. */
const sweepIntervalMs = 60 * 60_000;

/**
 * Deletes, at start and then hourly, the applications whose posting closed more than
 * `retentionDays` ago: it expired then, or was deleted then (`posting_closed_at`, set by the
 * delete). Their CVs, stages, notes and waiting mails go with them (ON DELETE CASCADE). An account's
 * deletion takes its applications at once, as before.
 */
export function startApplicationRetention(
  db: Database,
  log: FastifyBaseLogger,
  retentionDays = defaultRetentionDays,
): PeriodicSweep {
  const closedBefore = sql`now() - make_interval(days => ${retentionDays}::int)`;
  return startPeriodicSweep(
    async () => {
      const deleted = await countDeleted(
        db,
        sql`DELETE FROM ${applications}
            WHERE (${applications.jobId} IS NULL AND ${applications.postingClosedAt} < ${closedBefore})
               OR ${applications.jobId} IN (
                 SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.expiresAt} < ${closedBefore}
               )`,
      );
      if (deleted > 0) {
        log.info(
          `Applications: ${deleted} deleted, ${retentionDays} days after their posting closed`,
        );
      }
      return deleted;
    },
    {
      log,
      intervalMs: sweepIntervalMs,
      failure: 'Applications: deleting those past their retention failed; trying again later',
    },
  );
}
