import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/server';

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

const login = (server: TestServer, email: string, ip?: string) =>
  server.request('/api/login', {
    json: { email, password: 'wrong-password' },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

function describeLimits(name: string, startLimited: () => Promise<TestServer>) {
  describe(name, () => {
    let server: TestServer;
    afterAll(() => server?.close());

    it('answers 429 with Retry-After after too many attempts for one email', async () => {
      server = await startLimited();
      const email = `${randomBytes(4).toString('hex')}@example.com`;
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await login(server, email)).status).toBe(401);
      const throttled = await login(server, email);
      expect(throttled.status).toBe(429);
      expect(throttled.body.message).toMatch(
        /^Too many attempts\. Please try again in \d+ seconds\.$/,
      );
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('limits one address across emails too, and sign-ups separately', async () => {
      // Every attempt above came from 127.0.0.1: that address is over its limit for logins.
      expect((await login(server, `${randomBytes(4).toString('hex')}@example.com`)).status).toBe(
        429,
      );
      const signup = await server.request('/api/register', {
        json: {
          name: 'A',
          email: `${randomBytes(4).toString('hex')}@example.com`,
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      });
      expect(signup.status).toBe(201);
    });
  });
}

describeLimits('rate limits in memory', () =>
  startServer({ rateLimit: { max: 3, windowMs: 60_000 } }),
);

describe('behind a trusted proxy', () => {
  it('counts the client addresses the proxy forwards', async () => {
    const proxied = await startServer({
      rateLimit: { max: 2, windowMs: 60_000 },
      trustProxy: true,
    });
    try {
      const email = () => `${randomBytes(4).toString('hex')}@example.com`;
      expect((await login(proxied, email(), '203.0.113.1')).status).toBe(401);
      expect((await login(proxied, email(), '203.0.113.1')).status).toBe(401);
      expect((await login(proxied, email(), '203.0.113.1')).status).toBe(429);
      expect((await login(proxied, email(), '203.0.113.2')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

// Redis holds counters shared by every instance; the machines and CI run one on 127.0.0.1:6379.
const hasRedis = await redisAnswers();
if (!hasRedis)
  console.warn(`[rate limits] no Redis answers at ${redisUrl}: its tests are skipped.`);
describe.runIf(hasRedis)('with Redis', () => {
  // A prefix of its own per run, so parallel runs and earlier ones do not share counters.
  const redisKeyPrefix = () => `job:test:${randomBytes(6).toString('hex')}:`;
  describeLimits('rate limits in Redis', () =>
    startServer({
      rateLimit: { max: 3, windowMs: 60_000, redisKeyPrefix: redisKeyPrefix() },
      redisUrl,
    }),
  );

  it('shares the counters between two instances', async () => {
    const rateLimit = { max: 2, windowMs: 60_000, redisKeyPrefix: redisKeyPrefix() };
    const [a, b] = await Promise.all([
      startServer({ rateLimit, redisUrl }),
      startServer({ rateLimit, redisUrl }),
    ]);
    try {
      const email = `${randomBytes(4).toString('hex')}@example.com`;
      expect((await login(a, email)).status).toBe(401);
      expect((await login(b, email)).status).toBe(401);
      expect((await login(a, email)).status).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
