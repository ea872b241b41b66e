import type { preValidationHookHandler } from 'fastify';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Attempts allowed per key in one window. */
  max: number;
  windowMs: number;
  /** Keeps the Redis keys of different boards (or test runs) sharing one Redis apart. */
  redisKeyPrefix?: string;
}

/** Counts attempts per key in fixed windows. */
interface CounterStore {
  /** Adds one attempt; answers the count in this window and the time until it ends. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one attempt for each key; answers the seconds to wait when any key is over its limit. */
  hit(keys: string[]): Promise<number | undefined>;
  close(): Promise<void>;
}

export function createRateLimiter(options: RateLimitOptions, redisUrl?: string): RateLimiter {
  const store = redisUrl
    ? redisStore(redisUrl, options.redisKeyPrefix ?? 'job:rate:')
    : memoryStore();
  return {
    async hit(keys) {
      let waitMs = 0;
      for (const key of keys) {
        const { count, resetInMs } = await store.increment(key, options.windowMs);
        if (count > options.max) waitMs = Math.max(waitMs, resetInMs);
      }
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
    },
    close: () => store.close(),
  };
}

function memoryStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Forget finished windows now and then, so the map does not grow with every address seen.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000).unref();
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}

// INCR and the expiry of a new window in one step, so every instance shares the same counters.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

function redisStore(url: string, keyPrefix: string): CounterStore {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2 });
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(incrementScript, 1, key, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Throttles a sign-in or sign-up call per client address and per email address. */
export function throttle(limiter: RateLimiter, scope: string): preValidationHookHandler {
  return async (request, reply) => {
    const keys = [`${scope}:ip:${request.ip}`];
    // Before the schema check: the body may be anything. Its text is trimmed already (trimFields).
    const { body } = request;
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : '';
    if (typeof email === 'string' && email !== '') {
      keys.push(`${scope}:email:${email.toLowerCase()}`);
    }
    const retryAfter = await limiter.hit(keys);
    if (retryAfter !== undefined) {
      reply
        .code(429)
        .header('retry-after', retryAfter)
        .send({ message: request.texts.t('api.tooManyAttempts', { seconds: retryAfter }) });
      return reply;
    }
  };
}
