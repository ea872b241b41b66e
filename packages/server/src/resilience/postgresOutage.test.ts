import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryUnavailableAfterSeconds } from '../openapi/errors';
import { jobForm, picture } from '../test/images';
import type { RequestOptions } from '../test/server';
import { createPostgresCluster, type PostgresCluster } from './postgresCluster';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './serverProcess';

/** No request may take longer than this, whatever the database does. */
const requestLimitMs = 10_000;

/** A member's token and a picture for the creates, made once PostgreSQL runs. */
let poster: string;
let image: Buffer;
/** The slug of the poster's job the load edits. */
let edited: string;

/** A call the load makes again and again, and its answer while PostgreSQL runs. */
interface LoadCall {
  operation: string;
  healthyStatus: number;
  call(turn: number): { path: string } & Pick<RequestOptions, 'method' | 'json' | 'form' | 'token'>;
}

/**
 * What the load calls, the health check and every read. Each call asks for something not asked
 * before, so it reaches the database rather than being answered from the read cache.
 */
const reads: LoadCall[] = [
  { operation: 'health', healthyStatus: 200, call: () => ({ path: '/api/health' }) },
  {
    operation: 'paginate',
    healthyStatus: 200,
    call: (turn) => ({ path: `/api/paginate/${turn}/5` }),
  },
  {
    operation: 'getType',
    healthyStatus: 200,
    call: (turn) => ({ path: '/api/getType', json: { type: 'full-time', offset: turn } }),
  },
  {
    operation: 'search',
    healthyStatus: 200,
    call: (turn) => ({ path: '/api/search', json: { data: `developer ${turn}` } }),
  },
  { operation: 'getJob', healthyStatus: 404, call: (turn) => ({ path: `/api/jobs/job-${turn}` }) },
];

/** The multipart form of a create or an edit, a picture included. */
const posting = (title: string, salary: string) =>
  jobForm(
    { title, salary, description: 'Brief', workType: '1', detail: '<p>D</p>' },
    { data: image, name: 'a.png', type: 'image/png' },
  );

/**
 * A multipart create and edit, whose token is checked before the body is read: an outage met
 * then is the database's (503), not a malformed body's (400), also when the freeze catches the
 * write inside its transaction.
 */
const writes: LoadCall[] = [
  {
    operation: 'createJob',
    healthyStatus: 201,
    call: (turn) => ({ path: '/api/jobs', token: poster, form: posting(`Outage ${turn}`, '1') }),
  },
  {
    operation: 'updateJob',
    healthyStatus: 200,
    call: (turn) => ({
      path: `/api/jobs/${edited}`,
      method: 'PUT',
      token: poster,
      form: posting('Edited Through Outages', String(turn)),
    }),
  },
];

let cluster: PostgresCluster;
let server: ServerProcess;

beforeAll(async () => {
  cluster = await createPostgresCluster();
  await cluster.start();
  server = await startServerProcess({ DATABASE_URL: cluster.url });
  ({ token: poster } = await server.signUp('Poster'));
  image = await picture('png', 16, 16);
  const created = await server.request('/api/jobs', {
    token: poster,
    form: posting('Edited Through Outages', '0'),
  });
  edited = created.body.data.slug;
});
afterAll(async () => {
  await stopServerProcesses();
  await cluster?.destroy();
});

interface Outcome {
  operation: string;
  healthyStatus: number;
  startedAt: number;
  endedAt: number;
  /** The status, or what went wrong when no answer came. */
  status: number | string;
  body: unknown;
  /** The answer's `Retry-After`, in seconds; null without one. */
  retryAfter?: string | null;
}

/**
 * One reader per operation, each calling it again and again until `stop()`, so every operation is
 * called in every phase; each call recorded.
 */
function startLoad(calls: LoadCall[]) {
  const outcomes: Outcome[] = [];
  let running = true;
  let turns = 0;
  const reader = async ({ operation, healthyStatus, call }: LoadCall) => {
    while (running) {
      const { path, ...options } = call(turns++);
      const startedAt = Date.now();
      // Past the limit, so a request that hangs is measured rather than cut short at it.
      const answer = await server
        .request(path, { ...options, timeoutMs: requestLimitMs + 5000 })
        .then(({ status, body, headers }) => ({
          status,
          body,
          retryAfter: headers.get('retry-after'),
        }))
        .catch((error: unknown) => ({ status: String(error), body: undefined }));
      outcomes.push({ operation, healthyStatus, startedAt, endedAt: Date.now(), ...answer });
    }
  };
  const readersDone = Promise.all(calls.map(reader));
  return {
    outcomes,
    /**
     * Waits until every operation has an answer to a call started after `time`: on a busy machine
     * a fixed pause can end before the slowest reader's call does, leaving a phase without it.
     */
    async answeredSince(time: number): Promise<void> {
      const deadline = Date.now() + 60_000;
      const answeredEach = () =>
        calls.every((read) =>
          outcomes.some((o) => o.operation === read.operation && o.startedAt > time),
        );
      while (!answeredEach()) {
        if (Date.now() > deadline) throw new Error('Some reads got no answer within 60 s');
        await pause(100);
      }
    },
    async stop() {
      running = false;
      await readersDone;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the health check answers 200 again, polling. */
async function waitForRecovery(): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`The server process ended:\n${server.output()}`);
    const answer = await server
      .request('/api/health', { timeoutMs: requestLimitMs })
      .catch(() => undefined);
    if (answer?.status === 200) return Date.now();
    await pause(250);
  }
  throw new Error(`The server did not recover within 60 s:\n${server.output()}`);
}

/**
 * Puts the server under load, breaks PostgreSQL with `breakIt`, keeps loading for a while, mends
 * it with `mendIt`, and checks every answer: 200 before, 503 with a message and a `Retry-After`
 * while broken, 200 again after, none slower than the limit, and the same server process
 * throughout.
 */
async function outageUnderLoad(
  breakIt: () => Promise<void>,
  mendIt: () => Promise<void>,
  outageMs: number,
  calls: LoadCall[],
) {
  // Opens the pool's ten connections; the five readers keep at most half of them busy, so some are
  // idle when PostgreSQL goes, and the pool must survive their error events.
  await Promise.all(Array.from({ length: 20 }, () => server.request('/api/health')));
  const startedAt = Date.now();
  const load = startLoad(calls);
  await load.answeredSince(startedAt);
  const brokenAt = Date.now();
  await breakIt();
  const brokenBy = Date.now();
  await Promise.all([pause(outageMs), load.answeredSince(brokenBy)]);
  const mendedAt = Date.now();
  await mendIt();
  const recoveredAt = await waitForRecovery();
  await load.answeredSince(recoveredAt);
  await load.stop();

  const { outcomes } = load;
  const slow = outcomes.filter((outcome) => outcome.endedAt - outcome.startedAt >= requestLimitMs);
  expect(slow, 'requests that took 10 s or more').toEqual([]);
  const unanswered = outcomes.filter((outcome) => typeof outcome.status === 'string');
  expect(unanswered, 'requests that got no answer').toEqual([]);

  // Ended by the moment taken right after the wait saw it: the same millisecond counts (under load
  // a phase's only answer of some operation ended exactly then, and the phase lacked it).
  const before = outcomes.filter((outcome) => outcome.endedAt <= brokenAt);
  const during = outcomes.filter((o) => o.startedAt > brokenBy && o.endedAt <= mendedAt);
  const after = outcomes.filter((outcome) => outcome.startedAt > recoveredAt);
  for (const [phase, answers, expected] of [
    ['before', before, (outcome: Outcome) => outcome.healthyStatus],
    ['during', during, () => 503],
    ['after', after, (outcome: Outcome) => outcome.healthyStatus],
  ] as const) {
    const operations = new Set(answers.map((outcome) => outcome.operation));
    expect([...operations].sort(), `operations called ${phase} the outage`).toEqual(
      calls.map((read) => read.operation).sort(),
    );
    const wrong = answers.filter((outcome) => outcome.status !== expected(outcome));
    expect(wrong, `unexpected answers ${phase} the outage`).toEqual([]);
  }
  for (const outcome of during) {
    expect(outcome.body).toEqual({ message: expect.stringMatching(/^The database/) });
    expect(outcome.retryAfter, `when to try ${outcome.operation} again`).toBe(
      String(retryUnavailableAfterSeconds),
    );
  }
  expect(server.exited(), server.output()).toBe(false);
}

describe('PostgreSQL out of service under load', () => {
  it('answers 503 while PostgreSQL is stopped (immediate mode) and recovers when it starts', async () => {
    await outageUnderLoad(cluster.stopImmediately, cluster.start, 3000, [...reads, ...writes]);
  });

  it('answers 503 within the limit while PostgreSQL is frozen, and recovers when it thaws', async () => {
    // SIGSTOP: connections are accepted by the kernel but never answered, the case that only
    // timeouts end (a hung host, a network that drops packets).
    // Long enough for the requests caught by the freeze to time out (6 s), and the next ones too.
    const writesHeld = await holdWritesInTheirTransactions();
    await outageUnderLoad(
      async () => {
        // Frozen with a create or an edit inside its transaction: its statement times out (6 s),
        // and so would the ROLLBACK after it (12 s in all) if its connection were not ended.
        await writesHeld.untilOneWaits();
        await cluster.signal('SIGSTOP');
      },
      async () => {
        await cluster.signal('SIGCONT');
        await writesHeld.release();
      },
      16_000,
      [...reads, ...writes],
    );
  });
});

/**
 * Holds the jobs table in EXCLUSIVE mode from a connection of the test's own: reads go on, and a
 * create or an edit waits inside its transaction (its picture stored, its row not yet written).
 */
async function holdWritesInTheirTransactions() {
  const holder = new pg.Client({ connectionString: cluster.url });
  await holder.connect();
  return {
    async untilOneWaits() {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE jobs IN EXCLUSIVE MODE');
      const deadline = Date.now() + 5000;
      for (;;) {
        const { rows } = await holder.query(
          "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
        );
        if (rows[0].waiting > 0) return;
        if (Date.now() > deadline) throw new Error('No write waited on the lock within 5 s');
        await pause(5);
      }
    },
    async release() {
      await holder.query('ROLLBACK');
      await holder.end();
    },
  };
}
