import type { FastifyBaseLogger } from 'fastify';
import type { JobService } from './service';

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
export function startExpirySweeps(jobs: JobService, log: FastifyBaseLogger): ExpirySweeps {
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
