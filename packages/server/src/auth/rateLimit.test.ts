import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../appConfig';
import { selectRows } from '../db/connect';
import { rawRequest } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';
import { defaultLimits } from './rateLimit';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

interface Answer {
  status: number;
  retryAfter: number | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads answers freely; the server checks their shape.
  body: any;
}

/**
 * A call from one loopback address (127.0.0.2, 127.0.0.3…), as from a machine of its own: the
 * server listens on 127.0.0.1 and trusts no proxy, so the socket's address is the client's.
 */
async function call(
  server: TestServer,
  from: string,
  path: string,
  json: unknown,
  { method = 'POST', token }: { method?: string; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await rawRequest(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: JSON.stringify(json),
    localAddress: from,
  });
  const retryAfter = answer.headers['retry-after'];
  const text = answer.decoded.toString();
  return {
    status: answer.status,
    retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
    body: text === '' ? undefined : JSON.parse(text),
  };
}

const password = 'kestane-41';
const newEmail = () => `${randomBytes(6).toString('hex')}@example.com`;
const signIn = (server: TestServer, from: string, email: string, typed = password) =>
  call(server, from, '/api/login', { email, password: typed });

const { failedPasswordsByPair, failedPasswordsByAddress, resetRequestsByEmail } = defaultLimits;

const forgot = (server: TestServer, from: string, email: string) =>
  call(server, from, '/api/password/forgot', { email });

/**
 * Five reset requests for a member's address and five for an address nobody has, from each of
 * three client addresses in turn, through the servers in turn (each with a database of its own):
 * the statuses each address got, in order, and how many reset mails their outboxes took.
 */
async function resetRequestsFromThreeAddresses(servers: TestServer[], member: string) {
  const stranger = newEmail();
  const mailsBefore = await resetMails(servers);
  const outcomes = { member: [] as number[], stranger: [] as number[] };
  let turn = 0;
  for (const from of ['127.0.0.11', '127.0.0.12', '127.0.0.13']) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const through = servers[turn++ % servers.length] as TestServer;
      const toMember = await forgot(through, from, member);
      const toStranger = await forgot(through, from, stranger);
      // Alike: the same status and words. A refusal's wait runs from each address's own first
      // request, so the two may name seconds a second apart on a busy machine.
      expect(toStranger.status).toBe(toMember.status);
      if (toMember.status === 429) {
        expectRefused(toMember, resetRequestsByEmail.seconds);
        expectRefused(toStranger, resetRequestsByEmail.seconds);
      } else {
        expect(toStranger.body).toEqual(toMember.body);
      }
      outcomes.member.push(toMember.status);
      outcomes.stranger.push(toStranger.status);
    }
  }
  await Promise.all(servers.map((each) => each.app.accounts.settle()));
  return { ...outcomes, mailed: (await resetMails(servers)) - mailsBefore };
}

/** The reset mails the servers' outboxes have taken so far, sent or not. */
async function resetMails(servers: TestServer[]): Promise<number> {
  let count = 0;
  for (const server of servers) {
    const [row] = await selectRows<{ count: number }>(
      server.app.database.db,
      sql`SELECT count(*)::int AS count FROM outbox WHERE kind = 'passwordReset'`,
    );
    count += row?.count ?? 0;
  }
  return count;
}

function expectRefused(answer: Answer, withinSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    message: t('api.tooManyAttempts', { seconds: answer.retryAfter ?? 0 }),
  });
  expect(answer.retryAfter).toBeGreaterThan(0);
  expect(answer.retryAfter).toBeLessThanOrEqual(withinSeconds);
}

/** The scenario and the rest of the policy, with the limits the board ships with. */
function describePolicy(name: string, config: () => AppConfig) {
  describe(name, () => {
    let server: TestServer;
    let member: string;
    beforeAll(async () => {
      server = await startServer(config());
      member = (await server.signUp()).email;
    });
    afterAll(() => server?.close());

    it("refuses the attacker's address, never the member signing in from theirs", async () => {
      const statuses: number[] = [];
      let last: Answer | undefined;
      for (let attempt = 0; attempt < 40; attempt++) {
        last = await signIn(server, '127.0.0.2', member, 'wrong-password');
        statuses.push(last.status);
      }
      const allowed = failedPasswordsByPair.points;
      expect(statuses).toEqual([
        ...Array<number>(allowed).fill(401),
        ...Array<number>(40 - allowed).fill(429),
      ]);
      expectRefused(last as Answer, failedPasswordsByPair.seconds);

      const own = await signIn(server, '127.0.0.3', member);
      expect(own.status).toBe(200);
      expect(own.body.user.email).toBe(member);
      // The attacker's pair stays refused, even with the right password.
      expect((await signIn(server, '127.0.0.2', member)).status).toBe(429);
    });

    it('refuses an address that fails across many accounts, whoever it tries next', async () => {
      for (let attempt = 0; attempt < failedPasswordsByAddress.points; attempt++) {
        expect((await signIn(server, '127.0.0.4', newEmail(), 'wrong-password')).status).toBe(401);
      }
      expectRefused(
        await signIn(server, '127.0.0.4', newEmail()),
        failedPasswordsByAddress.seconds,
      );
      expect((await signIn(server, '127.0.0.4', member)).status).toBe(429);
      expect((await signIn(server, '127.0.0.5', member)).status).toBe(200);
    });

    it("clears the pair's failures on a success", async () => {
      const nearly = failedPasswordsByPair.points - 1;
      for (let attempt = 0; attempt < nearly; attempt++) {
        expect((await signIn(server, '127.0.0.6', member, 'wrong-password')).status).toBe(401);
      }
      expect((await signIn(server, '127.0.0.6', member)).status).toBe(200);
      // Counted from zero again: the whole allowance, then a refusal.
      for (let attempt = 0; attempt < failedPasswordsByPair.points; attempt++) {
        expect((await signIn(server, '127.0.0.6', member, 'wrong-password')).status).toBe(401);
      }
      expect((await signIn(server, '127.0.0.6', member)).status).toBe(429);
    });

    it('counts wrong current passwords at a change of password as failed sign-ins', async () => {
      const { email, token } = await server.signUp();
      const change = (current: string) =>
        call(
          server,
          '127.0.0.7',
          '/api/me/password',
          {
            current_password: current,
            password: 'kestane-42',
            password_confirmation: 'kestane-42',
          },
          { method: 'PUT', token },
        );
      for (let attempt = 0; attempt < failedPasswordsByPair.points; attempt++) {
        const wrong = await change('wrong-password');
        expect(wrong.status).toBe(422);
        expect(wrong.body.errors).toEqual({
          current_password: [t('validation.currentPasswordWrong')],
        });
      }
      expect((await change(password)).status).toBe(429);
      // The same pair as a sign-in: refused there too, and free from another address.
      expect((await signIn(server, '127.0.0.7', email)).status).toBe(429);
      expect((await signIn(server, '127.0.0.8', email)).status).toBe(200);
    });

    it('mails one address at most 5 reset links an hour, whoever asks from wherever, answering alike for members and others', async () => {
      const outcomes = await resetRequestsFromThreeAddresses([server], member);
      expect(outcomes.member).toEqual(outcomes.stranger);
      expect(outcomes.member.slice(0, resetRequestsByEmail.points)).toEqual(
        Array<number>(resetRequestsByEmail.points).fill(202),
      );
      expect(outcomes.member.slice(resetRequestsByEmail.points)).toEqual(
        Array<number>(15 - resetRequestsByEmail.points).fill(429),
      );
      expect(outcomes.mailed).toBe(resetRequestsByEmail.points);
      // Another address is asked for as before.
      expect((await forgot(server, '127.0.0.9', newEmail())).status).toBe(202);
    });
  });
}

describePolicy('sign-in throttling in memory', () => ({ rateLimit: {} }));

describe('sign-ups', () => {
  it('are limited per address', async () => {
    const server = await startServer({
      rateLimit: { limits: { signUpsByAddress: { points: 2, seconds: 60 } } },
    });
    try {
      const signUp = (from: string) =>
        call(server, from, '/api/register', {
          name: 'A',
          email: newEmail(),
          password,
          password_confirmation: password,
        });
      expect((await signUp('127.0.0.2')).status).toBe(201);
      expect((await signUp('127.0.0.2')).status).toBe(201);
      expectRefused(await signUp('127.0.0.2'), 60);
      expect((await signUp('127.0.0.3')).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});

describe('behind a trusted proxy', () => {
  it('counts the client addresses the proxy forwards', async () => {
    const proxied = await startServer({
      rateLimit: { limits: { failedPasswordsByAddress: { points: 2, seconds: 60 } } },
      trustProxy: ['loopback'],
    });
    try {
      const login = (ip: string) =>
        proxied.request('/api/login', {
          json: { email: newEmail(), password: 'wrong-password' },
          headers: { 'x-forwarded-for': ip },
        });
      expect((await login('203.0.113.1')).status).toBe(401);
      expect((await login('203.0.113.1')).status).toBe(401);
      expect((await login('203.0.113.1')).status).toBe(429);
      expect((await login('203.0.113.2')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('with Redis out of reach', () => {
  it('starts, and counts in memory meanwhile', async () => {
    // Nothing listens on port 1: every command fails at once and the limits fall back to memory.
    const server = await startServer({
      rateLimit: { limits: { failedPasswordsByPair: { points: 1, seconds: 60 } } },
      redisUrl: 'redis://127.0.0.1:1',
    });
    try {
      const email = newEmail();
      expect((await signIn(server, '127.0.0.2', email, 'wrong-password')).status).toBe(401);
      expect((await signIn(server, '127.0.0.2', email, 'wrong-password')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

// Redis holds counters shared by every instance; the machines and CI run one on 127.0.0.1:6379.
const hasRedis = await redisAnswers();
if (!hasRedis)
  console.warn(`[rate limits] no Redis answers at ${redisUrl}: its tests are skipped.`);
describe.runIf(hasRedis)('with Redis', () => {
  // A prefix of its own per server, so parallel runs and earlier ones share no counters.
  const redisKeyPrefix = () => `job:test:${randomBytes(6).toString('hex')}:`;
  describePolicy('sign-in throttling in Redis', () => ({
    rateLimit: { redisKeyPrefix: redisKeyPrefix() },
    redisUrl,
  }));

  it('caps the reset mails of an address through two instances', async () => {
    const rateLimit = { redisKeyPrefix: redisKeyPrefix() };
    const [a, b] = await Promise.all([
      startServer({ rateLimit, redisUrl }),
      startServer({ rateLimit, redisUrl }),
    ]);
    try {
      // The member on both, so that either could mail them: only the shared count stops it.
      const member = newEmail();
      for (const instance of [a, b]) {
        const signUp = await call(instance, '127.0.0.2', '/api/register', {
          name: 'A',
          email: member,
          password,
          password_confirmation: password,
        });
        expect(signUp.status).toBe(201);
      }
      const outcomes = await resetRequestsFromThreeAddresses([a, b], member);
      expect(outcomes.member.filter((status) => status === 202)).toHaveLength(
        resetRequestsByEmail.points,
      );
      expect(outcomes.stranger).toEqual(outcomes.member);
      expect(outcomes.mailed).toBe(resetRequestsByEmail.points);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('shares the counters between two instances', async () => {
    const rateLimit = {
      limits: { failedPasswordsByPair: { points: 2, seconds: 60 } },
      redisKeyPrefix: redisKeyPrefix(),
    };
    const [a, b] = await Promise.all([
      startServer({ rateLimit, redisUrl }),
      startServer({ rateLimit, redisUrl }),
    ]);
    try {
      const email = newEmail();
      expect((await signIn(a, '127.0.0.2', email, 'wrong-password')).status).toBe(401);
      expect((await signIn(b, '127.0.0.2', email, 'wrong-password')).status).toBe(401);
      expect((await signIn(a, '127.0.0.2', email, 'wrong-password')).status).toBe(429);
      expect((await signIn(b, '127.0.0.3', email, 'wrong-password')).status).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
