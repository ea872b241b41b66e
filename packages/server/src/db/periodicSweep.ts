// A background deletion on a timer: rows past their time (expired sessions, applications kept as
// long as the board keeps them) deleted at start and then every so often.
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, selectRows } from './connect';

export interface PeriodicSweep {
  /** Deletes what is due now, after the run under way; answers how many rows went. */
  sweep(): Promise<number>;
  /** Clears the timer, after the run under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `deleteDue` at start and then every `intervalMs`, one run at a time. A failed run is
 * logged with `failure` and tried again at the next; each should be idempotent, so that several
 * instances may sweep at once.
 */
export function startPeriodicSweep(
  deleteDue: () => Promise<number>,
  { log, intervalMs, failure }: { log: FastifyBaseLogger; intervalMs: number; failure: string },
): PeriodicSweep {
  let running: Promise<unknown> = Promise.resolve();

  function sweep(): Promise<number> {
    const swept = running.then(deleteDue);
    running = swept.catch((error) => log.warn({ err: error }, failure));
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

/** Runs a DELETE and answers how many rows it deleted, counted in the database: none travel. */
export async function countDeleted(db: Database, deletion: SQL): Promise<number> {
  const [row] = await selectRows<{ deleted: number }>(
    db,
    sql`WITH gone AS (${deletion} RETURNING 1) SELECT count(*)::int AS deleted FROM gone`,
  );
  return row?.deleted ?? 0;
}
