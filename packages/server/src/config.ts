import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from './appConfig';
import { mailAddress } from './mail/mail';
import type { TrustProxy } from './requestLog';

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /** The log's level; what keeps secrets out of it is buildApp's (logging.ts). */
  logger: { level: string };
  /** Each log line written before going on (LOG_SYNC=true), instead of asynchronously. */
  logSync: boolean;
  /**
   * Whether an empty board gets the sample jobs at start: SEED_SAMPLE=1 or 0; unset, on the
   * embedded database only, never into a PostgreSQL a deployment points at.
   */
  seedSample: boolean;
}

/**
 * packages/app/dist, found from this file so the server finds it from any working directory. From
 * here: src/ and the build's dist/ are both one level below the package (vite.config.ts).
 */
const defaultAppDistDir = fileURLToPath(new URL('../../app/dist', import.meta.url));

/** The server's settings from the environment; the README's table lists them. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    // Relative to the working directory, which is packages/server under `pnpm start`.
    dataDir: env.DATA_DIR || './data',
    redisUrl: env.REDIS_URL || undefined,
    appDistDir: env.APP_DIST_DIR || defaultAppDistDir,
    corsOrigin: env.CORS_ORIGIN || undefined,
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // The read cache's cap (0 keeps nothing: every read and page is computed anew).
    readCacheBytes: scaled(
      wholeNumber('READ_CACHE_MB', env.READ_CACHE_MB, 0, 65_536, 'a whole number of megabytes'),
      1024 * 1024,
    ),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: oneAddress('MAIL_FROM', env.MAIL_FROM, 'Job <no-reply@jobs.example.com>'),
    supportEmail: oneAddress('SUPPORT_EMAIL', env.SUPPORT_EMAIL, 'Job <destek@jobs.example.com>'),
    requireVerifiedEmail: env.REQUIRE_VERIFIED_EMAIL === 'true',
    preModeration: parseModeration(env.MODERATION),
    postingsPerDay: wholeNumber('POSTINGS_PER_DAY', env.POSTINGS_PER_DAY, 1, 1_000_000),
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    // Up to a week; unset: hourly.
    tokenCleanupMs: scaled(
      wholeNumber(
        'TOKEN_CLEANUP_MINUTES',
        env.TOKEN_CLEANUP_MINUTES,
        1,
        7 * 24 * 60,
        'a whole number of minutes',
      ),
      60_000,
    ),
    // Istanbul time; unset: 8.
    alertDigestHour: wholeNumber('ALERT_DIGEST_HOUR', env.ALERT_DIGEST_HOUR, 0, 23, 'an hour'),
    // Between two instant mails of one alert, up to a day; unset: 600 s.
    alertSpacingMs: scaled(
      wholeNumber(
        'ALERT_SPACING_SECONDS',
        env.ALERT_SPACING_SECONDS,
        0,
        86_400,
        'a whole number of seconds',
      ),
      1000,
    ),
    // The poster's time to take back a status change before its mail, up to an hour; unset: 60 s.
    statusMailDelayMs: scaled(
      wholeNumber(
        'STATUS_MAIL_DELAY_SECONDS',
        env.STATUS_MAIL_DELAY_SECONDS,
        0,
        3600,
        'a whole number of seconds',
      ),
      1000,
    ),
    // Up to ten years; unset: 365 days.
    applicationRetentionDays: wholeNumber(
      'APPLICATION_RETENTION_DAYS',
      env.APPLICATION_RETENTION_DAYS,
      1,
      3650,
      'a whole number of days',
    ),
    logger: { level: env.LOG_LEVEL || 'info' },
    logSync: env.LOG_SYNC === 'true',
    seedSample: parseSeedSample(env.SEED_SAMPLE, !env.DATABASE_URL),
  };
}

/** SEED_SAMPLE: 1 or 0 (true or false); unset or empty, `embedded` (the embedded database's). */
function parseSeedSample(value: string | undefined, embedded: boolean): boolean {
  if (!value) return embedded;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`SEED_SAMPLE must be 1 or 0, not ${value}`);
}

/**
 * A whole number from `min` to `max` (`what` names it in the error); unset or empty stays unset,
 * so the default applies.
 */
function wholeNumber(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  what = 'a whole number',
): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be ${what} from ${min} to ${max}, not ${value}`);
  }
  return number;
}

/** A setting given in larger units (megabytes, minutes), in the units the code takes. */
const scaled = (value: number | undefined, factor: number) =>
  value === undefined ? undefined : value * factor;

/** An http(s) URL without query or fragment, its trailing slash dropped; unset stays unset. */
function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be an http or https URL such as https://jobs.example.com, not ${value}`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** An smtp:// or smtps:// URL; unset stays unset (mail is then written to files). */
function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    // Without the credentials it may hold: the message ends up in logs.
    const shown = url ? `${url.protocol}//${url.host}${url.pathname}` : 'an unreadable URL';
    throw new Error(
      `SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587, not ${shown}`,
    );
  }
  return value;
}

/** One address, with or without a name (`example`); unset stays unset. */
function oneAddress(name: string, value: string | undefined, example: string): string | undefined {
  if (!value) return undefined;
  if (mailAddress(value) === undefined) {
    throw new Error(`${name} must be one address such as "${example}", not ${value}`);
  }
  return value;
}

/** `pre`: new postings wait for a moderator's approval; unset or `off`: they go live at once. */
function parseModeration(value: string | undefined): boolean {
  if (!value || value === 'off') return false;
  if (value === 'pre') return true;
  throw new Error(`MODERATION must be pre or off, not ${value}`);
}

/** Comma-separated addresses or subnets (`10.0.0.0/8`, `loopback`); unset keeps the default. */
function parseMetricsAllow(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  const addresses = value.split(',').map((address) => address.trim());
  try {
    proxyAddr.compile(addresses);
  } catch {
    throw new Error(
      `METRICS_ALLOW must be addresses or subnets such as 127.0.0.1,10.0.0.0/8 or loopback, not ${value}`,
    );
  }
  return addresses;
}

/**
 * The proxies whose X-Forwarded-For is believed: their addresses or subnets (comma-separated, with
 * proxy-addr's names such as `loopback`), or how many proxies stand in front of the server. Unset
 * or `false`: none.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe the X-Forwarded-For of anyone who connects: any visitor ' +
        'could choose the address the rate limits count and METRICS_ALLOW judges. Give the ' +
        "proxies' addresses or subnets (TRUST_PROXY=10.0.0.5,10.1.0.0/16), or, when the server " +
        'can be reached through its proxies only, how many hops they are (TRUST_PROXY=1).',
    );
  }
  if (/^[-+]?\d+(\.\d+)?$/.test(value)) {
    return wholeNumber('TRUST_PROXY', value, 1, 100, 'a number of hops') as number;
  }
  const addresses = value.split(',').map((address) => address.trim());
  try {
    proxyAddr.compile(addresses);
  } catch {
    throw new Error(
      `TRUST_PROXY must be the proxies' addresses or subnets such as 10.0.0.5,10.1.0.0/16, or a number of hops, not ${value}`,
    );
  }
  return addresses;
}

/**
 * A bearer token of some length (RFC 6750's characters), so that a scrape can carry it; unset stays
 * unset. Never repeated in the error: it is a secret.
 */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16 || !/^[A-Za-z0-9\-._~+/]+=*$/.test(value)) {
    throw new Error(
      'METRICS_TOKEN must be 16 characters or more of letters, digits and -._~+/ ' +
        '(a bearer token), such as the output of `openssl rand -base64 32`',
    );
  }
  return value;
}
