// Expiry: the sweep that takes the postings past their moment out of the lists, and the timer on
// which each instance runs it.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BoardChanges } from '../cache/boardChanges';
import type { Database } from '../db/connect';
import { jobFacets, jobs } from '../db/schema';
import { isLive } from './jobRows';

export function createExpiry(db: Database, changes: Pick<BoardChanges, 'write'>) {
  return {
    /** When the next live job expires; undefined when none is live. */
    async nextExpiry(): Promise<Date | undefined> {
      const [row] = await db
        .select({ next: sql`min(${jobs.expiresAt})`.mapWith(jobs.expiresAt) })
        .from(jobs)
        .where(isLive);
      return row?.next ?? undefined;
    },

    /**
     * Takes the jobs whose expiry has passed out of the lists and counts (and the facets' cells left
     * empty); answers how many. Safe on any number of instances at once: a row another sweep
     * turned off no longer matches `live` once its lock is released, so each job is turned off
     * (and uncounted) once.
     */
    async sweepExpired(): Promise<number> {
      // Most runs find nothing: a read, so they drop no instance's cache. The earliest expiry is
      // one step down the index of live expiries; a filter on expires_at would be planned from
      // the statistics of every job, the expired ones included, and scan the table.
      const [earliest] = await db
        .select({ due: sql<boolean>`min(${jobs.expiresAt}) <= now()` })
        .from(jobs)
        .where(isLive);
      if (!earliest?.due) return 0;
      const turnedOff = await changes.write(async (tx, announce) => {
        const expired = await tx
          .update(jobs)
          .set({ live: false })
          .where(and(isLive, lte(jobs.expiresAt, sql`now()`)))
          .returning({
            id: jobs.id,
            slug: jobs.slug,
            workType: jobs.workType,
            workplace: jobs.workplace,
          });
        for (const job of expired) announce({ kind: 'expired', job });
        // The facets' cells the expired jobs (and any delete before them) emptied: days gone by.
        await tx.delete(jobFacets).where(eq(jobFacets.total, 0));
        return expired;
      });
      return turnedOff.length;
    },
  };
}

export type Expiry = ReturnType<typeof createExpiry>;

export interface ExpirySweeps {
  /** Sweeps now, then sets the timer for the next expiry. */
  check(): Promise<void>;
  /** Clears the timer, after the sweep under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * The longest the timer waits. A posting lives at least 7 days (limits.postingDays), so a job
 * posted or renewed on any instance since the last check cannot expire before the next one: each
 * expiry is met at its moment. The cap only bounds setTimeout.
 */
const maxWaitMs = 10 * 60_000;

/** After a failed check (the database out of reach, a deadlock with another instance's sweep). */
const retryMs = 30_000;

/**
 * Takes expired postings out of the lists: at start, then on a timer set for the next expiry.
 * Every instance runs its own; the sweep is idempotent, so they may overlap.
 */
export function startExpirySweeps(jobs: Expiry, log: FastifyBaseLogger): ExpirySweeps {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function sweepAndSchedule() {
    clearTimeout(timer);
    let waitMs: number;
    try {
      const expired = await jobs.sweepExpired();
      if (expired > 0) log.info(`Expiry: ${expired} posting(s) left the lists`);
      const next = await jobs.nextExpiry();
      waitMs = next ? Math.min(Math.max(next.getTime() - Date.now(), 0), maxWaitMs) : maxWaitMs;
    } catch (error) {
      log.warn({ err: error }, `Expiry: the sweep failed; retrying in ${retryMs} ms`);
      waitMs = retryMs;
    }
    if (stopped) return;
    timer = setTimeout(check, waitMs);
    // A pending sweep does not keep a process alive that has nothing else to do.
    timer.unref();
  }

  function check(): Promise<void> {
    running = running.then(sweepAndSchedule);
    return running;
  }

  void check();
  return {
    check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
