/**
 * Background work (the alert mailer's matching and dispatch, the mail sender's claims) gives way
 * to requests:
 *
 *   const requests = createYieldToRequests();
 *   requests.watch(server);                       // counts the HTTP server's requests
 *   await requests.run(() => oneUnitOfWork());    // each unit of background work
 *
 * A unit runs at once while no request is in flight and none came in the last `quietMs`. While
 * requests keep coming it waits for such a quiet moment, but only so long: `restPerMs` times as
 * long as the last unit took (at most `maxDeferMs`), so under constant load the background keeps
 * about 1 / (1 + restPerMs) of the time, slows and never stops. On PGlite every statement,
 * the background's too, runs on the one connection in the request thread; on PostgreSQL the
 * background's queries take the cores the requests need. Mail can wait a moment; a visitor should
 * not.
 */
import type { Server } from 'node:http';

export interface YieldToRequestsOptions {
  /** How long after the last request the server counts as quiet. */
  quietMs: number;
  /** While requests keep coming: the rest after a unit, per millisecond the unit took... */
  restPerMs: number;
  /** ...but never longer than this. */
  maxDeferMs: number;
}

export const defaultYieldOptions: YieldToRequestsOptions = {
  quietMs: 20,
  restPerMs: 30,
  maxDeferMs: 15_000,
};

/** Runs a unit of background work in its turn. */
export type RunInTurn = <T>(unit: () => Promise<T>) => Promise<T>;

/** For background work with no requests to yield to (a script, a test of its own). */
export const runAtOnce: RunInTurn = (unit) => unit();

export interface YieldToRequests {
  /** Counts `server`'s requests from their arrival until their answer is sent (or dropped). */
  watch(server: Server): void;
  /** Runs `unit` in its turn (see above). */
  run: RunInTurn;
}

export function createYieldToRequests(
  options: Partial<YieldToRequestsOptions> = {},
): YieldToRequests {
  const { quietMs, restPerMs, maxDeferMs } = { ...defaultYieldOptions, ...options };
  let inFlight = 0;
  /** When a request last arrived or was answered (Date.now()). */
  let lastSeenAt = Number.NEGATIVE_INFINITY;
  /** While requests keep coming, no unit starts before this (Date.now()). */
  let restUntil = Number.NEGATIVE_INFINITY;
  const seen = () => {
    lastSeenAt = Date.now();
  };

  async function turn(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const untilQuiet = inFlight > 0 ? quietMs : lastSeenAt + quietMs - now;
      const waitMs = Math.min(untilQuiet, restUntil - now);
      if (waitMs <= 0) return;
      // Unreferenced: a loop waiting its turn keeps no process alive.
      await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs, quietMs)).unref());
    }
  }

  return {
    watch(server) {
      // First among the listeners: the fast lane answers a cached read within its own call.
      server.prependListener('request', (_request, response) => {
        inFlight++;
        seen();
        response.once('close', () => {
          inFlight--;
          seen();
        });
      });
    },
    async run(unit) {
      await turn();
      const startedAt = Date.now();
      try {
        return await unit();
      } finally {
        const endedAt = Date.now();
        const rest = Math.min((endedAt - startedAt) * restPerMs, maxDeferMs);
        restUntil = Math.max(restUntil, endedAt + rest);
      }
    },
  };
}
