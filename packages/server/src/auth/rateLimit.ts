import { createHash } from 'node:crypto';
import type { MessageId, Translate } from '@job/texts';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** So many attempts (or failures) within so many seconds of the first one. */
export interface Limit {
  points: number;
  seconds: number;
}

/**
 * The board's limits ("login endpoint protection", rate-limiter-flexible's recipe). Sign-in counts
 * failures, never successes: by the pair of client address and account, so an attacker's address
 * is refused while the member, from an address that has not been failing, still signs in; and by
 * the address across accounts, more loosely, against slow guessing of many members. A success
 * clears its pair. The calls that mail or read a link count every attempt, by address and by the
 * pair of address and the address or account they are about; a reset link, by the address it is
 * mailed to alone, whoever asks from wherever.
 */
export const defaultLimits = {
  /** Wrong passwords for one account from one address, at sign-in or a change of password. */
  failedPasswordsByPair: { points: 10, seconds: 15 * 60 },
  /** Wrong passwords from one address, whichever the accounts. */
  failedPasswordsByAddress: { points: 100, seconds: 60 * 60 },
  signUpsByAddress: { points: 20, seconds: 60 * 60 },
  signUpsByPair: { points: 5, seconds: 60 * 60 },
  resetRequestsByAddress: { points: 20, seconds: 60 * 60 },
  /** Reset links asked for one address, from any client addresses: the mails it can receive. */
  resetRequestsByEmail: { points: 5, seconds: 60 * 60 },
  /** Tokens of mailed links tried, reset and verification alike: used, expired or made up. */
  linksByAddress: { points: 30, seconds: 60 * 60 },
  verificationMailsByAddress: { points: 20, seconds: 60 * 60 },
  verificationMailsByAccount: { points: 5, seconds: 60 * 60 },
  /** Applications a member sends, refused or not: each one mails a poster. */
  applicationsByAccount: { points: 30, seconds: 60 * 60 },
  /** CVs a member stores or replaces on their profile: each is up to 5 MB read and written. */
  cvUploadsByAccount: { points: 30, seconds: 60 * 60 },
  /** Companies a member creates, refused or not: each may take a page on the board. */
  companyCreatesByAccount: { points: 20, seconds: 60 * 60 },
  /** Company logos a member uploads: each is up to 5 MB read and converted. */
  companyLogosByAccount: { points: 30, seconds: 60 * 60 },
  /** Exports of a member's data: each reads all of it and zips their CVs. */
  exportsByAccount: { points: 10, seconds: 60 * 60 },
  /** Reports of postings by visitors, from one address (a member reports a posting once). */
  reportsByAddress: { points: 10, seconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof defaultLimits;

export interface RateLimitOptions {
  /** Replaces some of the default limits (tests lower one, or raise them all). */
  limits?: Partial<Record<LimitName, Limit>>;
  /** Keeps the Redis keys of different boards (or test runs) sharing one Redis apart. */
  redisKeyPrefix?: string;
}

/** What a limit counts for one request; undefined when it does not apply (no address given). */
export type KeyOf = (request: FastifyRequest) => string | undefined;

/** The email a body names, before the schema check (the body may be anything), trimmed already. */
function bodyEmail(request: FastifyRequest): string | undefined {
  const { body } = request;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : '';
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/**
 * A pair's key: a digest, so a key has the same short length whatever was sent (a megabyte of
 * "email" included) and Redis holds no member's address.
 */
function pairKey(address: string, subject: string): string {
  return createHash('sha256').update(`${address}\n${subject.toLowerCase()}`).digest('base64url');
}

export const byAddress: KeyOf = (request) => request.ip;

export const byAddressAndEmail: KeyOf = (request) => {
  const email = bodyEmail(request);
  return email === undefined ? undefined : pairKey(request.ip, email);
};

/** The email a body names, whoever sends it: a digest as a pair's, of the address alone. */
export const byEmail: KeyOf = (request) => {
  const email = bodyEmail(request);
  return email === undefined ? undefined : pairKey('', email);
};

/** A visitor's address; a signed-in member is not counted by it. */
export const visitorByAddress: KeyOf = (request) => (request.user ? undefined : request.ip);

/** The signed-in member: the bearer check runs before any hook of this file. */
export const byAccount: KeyOf = (request) =>
  request.user ? `account:${request.user.id}` : undefined;

/** What a 429 says, in the reader's words (`t`), given the seconds to wait. */
export type WaitMessage = (t: Translate, seconds: number) => string;

const attemptsMessage: WaitMessage = (t, seconds) => t('api.tooManyAttempts', { seconds });

/** The wait of `message` in whole minutes: an hour's limit reads better so than in seconds. */
export const waitInMinutes =
  (message: MessageId): WaitMessage =>
  (t, seconds) =>
    t(message, { minutes: Math.ceil(seconds / 60) });

/** Answers 429 with Retry-After and the reader's words for it. */
export function tooManyAttempts(
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
  message = attemptsMessage,
) {
  return reply
    .code(429)
    .header('retry-after', seconds)
    .send({ message: message(request.texts.t, seconds) });
}

/** The wait a limiter's answer names, in whole seconds, at least one. */
const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** The password checks of one account from one address: sign-in and the change of password. */
export interface PasswordGuard {
  /** Seconds to wait while the pair or the address has failed too often; undefined when free. */
  refusedFor(): Promise<number | undefined>;
  failed(): Promise<void>;
  /** Clears the pair's failures; the address keeps its own. */
  succeeded(): Promise<void>;
}

export interface RateLimiter {
  /**
   * A hook that counts the request against each named limit, under the key its `KeyOf` gives,
   * and answers 429 while any of them is spent, with `message` (a plain 'too many attempts'
   * unless told).
   */
  attempts(
    limits: Partial<Record<LimitName, KeyOf>>,
    message?: WaitMessage,
  ): preValidationHookHandler;
  /** Password checks for the account `email` from the request's address. */
  passwords(request: FastifyRequest, email: string): PasswordGuard;
  close(): Promise<void>;
}

/**
 * The limits in memory, or in Redis when `redisUrl` is given, so every instance shares them. While
 * Redis is unreachable each instance counts in memory of its own (the limiter's insurance), so an
 * outage neither opens the doors nor closes them.
 */
export async function createRateLimiter(
  options: RateLimitOptions,
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<RateLimiter> {
  const limits = { ...defaultLimits, ...options.limits };
  const redis = redisUrl ? await connectRedis(redisUrl, log) : undefined;
  const prefix = options.redisKeyPrefix ?? 'job:rate:';
  const limiters = {} as Record<LimitName, RateLimiterAbstract>;
  for (const [name, { points, seconds }] of Object.entries(limits) as [LimitName, Limit][]) {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
    limiters[name] = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${prefix}${name}`,
          points,
          duration: seconds,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Seconds until `key` may try again under `name`, when it has spent its points. */
  async function waitOf(name: LimitName, key: string): Promise<number | undefined> {
    const res = await limiters[name].get(key);
    return res && res.remainingPoints === 0 ? secondsOf(res) : undefined;
  }

  /** Counts one under `name`; a spent limit rejects with its answer, which is the wait. */
  async function consume(name: LimitName, key: string): Promise<number | undefined> {
    try {
      await limiters[name].consume(key);
      return undefined;
    } catch (error) {
      if (error instanceof RateLimiterRes) return secondsOf(error);
      throw error;
    }
  }

  return {
    attempts(named, message) {
      const counted = Object.entries(named) as [LimitName, KeyOf][];
      return async (request, reply) => {
        const waits = await Promise.all(
          counted.map(([name, keyOf]) => {
            const key = keyOf(request);
            return key === undefined ? undefined : consume(name, key);
          }),
        );
        const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
        if (wait > 0) return tooManyAttempts(request, reply, wait, message);
      };
    },

    passwords(request, email) {
      const pair = pairKey(request.ip, email);
      const address = request.ip;
      return {
        async refusedFor() {
          const waits = await Promise.all([
            waitOf('failedPasswordsByPair', pair),
            waitOf('failedPasswordsByAddress', address),
          ]);
          const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
          return wait > 0 ? wait : undefined;
        },
        async failed() {
          // A failure past the limit (two at once) is counted all the same: nothing to answer.
          await Promise.all([
            consume('failedPasswordsByPair', pair),
            consume('failedPasswordsByAddress', address),
          ]);
        },
        async succeeded() {
          await limiters.failedPasswordsByPair.delete(pair);
        },
      };
    },

    async close() {
      redis?.disconnect();
    },
  };
}

/**
 * A connection to Redis, connected if Redis answers at start. Commands fail at once while it is
 * down (no offline queue), so the limiters fall back to memory instead of holding requests.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let warned = false;
  redis.on('error', (error) => {
    // ioredis reconnects by itself and repeats the error on every try: one line is enough.
    if (!warned) log.warn({ err: error }, 'rate limits: Redis is unreachable, counting in memory');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  await redis.connect().catch(() => {});
  return redis;
}
