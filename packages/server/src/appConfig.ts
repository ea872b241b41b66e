import type { FastifyServerOptions } from 'fastify';
import type { ScryptCost } from './auth/password';
import type { RateLimitOptions } from './auth/rateLimit';
import type { DatabaseOptions } from './db/connect';
import type { MailSettings } from './mail/mail';
import type { TrustProxy } from './requestLog';
import type { RequestTimeouts } from './requestTimeouts';
import type { YieldToRequestsOptions } from './yieldToRequests';

/**
 * What `buildApp` is built from (config.ts reads it from the environment; tests set it directly).
 * Where the data lives (`DatabaseOptions`): PostgreSQL's URL, or PGlite's directory, or PGlite in
 * memory (tests).
 */
export interface AppConfig extends MailSettings, DatabaseOptions {
  /** Shares the rate-limit counters between instances; in memory without it. */
  redisUrl?: string | undefined;
  /** The built app to serve; nothing is served when absent or not built. */
  appDistDir?: string | undefined;
  /** Origins allowed by CORS, comma-separated; CORS stays off without it. */
  corsOrigin?: string | undefined;
  /** Where clients reach the server (`https://jobs.example.com`, no trailing slash): makes every
   * job's image URL absolute, for clients served from another origin (paths without it), and the
   * links of the sitemap, feeds and pages (the address listened on without it; never `Host`). */
  publicUrl?: string | undefined;
  /** Behind a load balancer: trust its X-Forwarded-For (the proxies' addresses, or a number of
   * hops), so rate limits count the real client addresses. */
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
  /** How long a request's headers, and a silence in its body, may take (requestTimeouts.ts);
   * lower only in tests. */
  requestTimeouts?: RequestTimeouts;
  /** Lower only in tests: production keeps N = 2^15. */
  scryptCost?: ScryptCost;
  /** The hour (0-23, Istanbul time) the daily alert digests go out; 8 without it. */
  alertDigestHour?: number | undefined;
  /** The least time between two instant mails of one alert; 10 minutes without it. */
  alertSpacingMs?: number | undefined;
  /**
   * How long an applicant's status mail waits, for the poster to take the change back; the
   * contract's `statusMailDelayMs` without it (lower only in tests).
   */
  statusMailDelayMs?: number;
  /** The limits of sign-in and the mailing calls; tests change them (auth/rateLimit.ts). */
  rateLimit?: RateLimitOptions;
  /** The cap of the public reads' cache, in bytes of the stored answers; 0 keeps none. */
  readCacheBytes?: number;
  /** Addresses in one sitemap file, a multiple of `idRun`; lower only in tests (limits' 5,000). */
  sitemapMaxUrls?: number;
  /** Posting a job needs a verified address (REQUIRE_VERIFIED_EMAIL=true); off by default. */
  requireVerifiedEmail?: boolean;
  /**
   * New postings, and edits of what a moderator reviews, wait for a moderator (MODERATION=pre);
   * off by default.
   */
  preModeration?: boolean;
  /**
   * An address a person reads (SUPPORT_EMAIL): the Reply-To of the mails that invite a reply. Without
   * it no mail invites one.
   */
  supportEmail?: string | undefined;
  /** How many postings a member may make in 24 hours (POSTINGS_PER_DAY). */
  postingsPerDay?: number;
  /** How long applications are kept after their posting closes (APPLICATION_RETENTION_DAYS; 365). */
  applicationRetentionDays?: number;
  /** How often expired sessions and mailed links are deleted (TOKEN_CLEANUP_MINUTES; hourly). */
  tokenCleanupMs?: number;
  /** Who may read GET /metrics: addresses, subnets or `loopback` (the default). */
  metricsAllow?: readonly string[];
  /** The bearer token GET /metrics also asks for, when set (METRICS_TOKEN). */
  metricsToken?: string | undefined;
  /**
   * How the background gives way to requests (yieldToRequests.ts). A test that sends one request
   * at a time and then waits for the background sets `quietMs: 0`: there is no next request to
   * give way to.
   */
  backgroundYield?: Partial<YieldToRequestsOptions>;
}

/** How many postings a member may make in 24 hours without POSTINGS_PER_DAY. */
export const defaultPostingsPerDay = 20;

/** The public reads' cache cap without READ_CACHE_MB. */
export const defaultReadCacheBytes = 32 * 1024 * 1024;
