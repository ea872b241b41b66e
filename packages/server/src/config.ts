import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from './app';
import { mailAddress } from './mail/mail';
import { defaultAppDistDir } from './web/appDist';

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  logger: { level: string; redact: typeof logRedaction };
  /** Each log line written before going on (LOG_SYNC=true), instead of asynchronously. */
  logSync: boolean;
}

// Keep secrets out of the logs even if a serializer ever logs headers or bodies.
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    '*.password',
    '*.password_confirmation',
    '*.token',
  ],
  censor: '[redacted]',
};

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
    readCacheBytes: parseCacheMegabytes(env.READ_CACHE_MB),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM),
    requireVerifiedEmail: env.REQUIRE_VERIFIED_EMAIL === 'true',
    preModeration: parseModeration(env.MODERATION),
    postingsPerDay: parsePostingsPerDay(env.POSTINGS_PER_DAY),
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
    tokenCleanupMs: parseTokenCleanupMinutes(env.TOKEN_CLEANUP_MINUTES),
    alertDigestHour: parseDigestHour(env.ALERT_DIGEST_HOUR),
    alertSpacingMs: parseAlertSpacingSeconds(env.ALERT_SPACING_SECONDS),
    logger: { level: env.LOG_LEVEL || 'info', redact: logRedaction },
    logSync: env.LOG_SYNC === 'true',
  };
}

/** An hour of the day, 0 to 23 (Istanbul time); unset stays unset (8). */
function parseDigestHour(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new Error(`ALERT_DIGEST_HOUR must be an hour from 0 to 23, not ${value}`);
  }
  return hour;
}

/** Seconds from 0 to a day between two instant mails of one alert; unset stays unset (600). */
function parseAlertSpacingSeconds(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400) {
    throw new Error(
      `ALERT_SPACING_SECONDS must be a whole number of seconds from 0 to 86400, not ${value}`,
    );
  }
  return seconds * 1000;
}

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

/** One address, with or without a name: `Job <no-reply@jobs.example.com>`. */
function parseMailFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (mailAddress(value) === undefined) {
    throw new Error(
      `MAIL_FROM must be one address such as "Job <no-reply@jobs.example.com>", not ${value}`,
    );
  }
  return value;
}

/** `pre`: new postings wait for a moderator's approval; unset or `off`: they go live at once. */
function parseModeration(value: string | undefined): boolean {
  if (!value || value === 'off') return false;
  if (value === 'pre') return true;
  throw new Error(`MODERATION must be pre or off, not ${value}`);
}

/** How many postings a member may make in 24 hours; unset keeps the default. */
function parsePostingsPerDay(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const postings = Number(value);
  if (!Number.isInteger(postings) || postings < 1 || postings > 1_000_000) {
    throw new Error(`POSTINGS_PER_DAY must be a whole number from 1 to 1000000, not ${value}`);
  }
  return postings;
}

/** The read cache's cap in megabytes (0 keeps nothing: every read and page is computed anew). */
function parseCacheMegabytes(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 0 || megabytes > 65_536) {
    throw new Error(
      `READ_CACHE_MB must be a whole number of megabytes from 0 to 65536, not ${value}`,
    );
  }
  return megabytes * 1024 * 1024;
}

/** How often expired tokens are deleted, in whole minutes from 1 to a week; unset: hourly. */
function parseTokenCleanupMinutes(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60) {
    throw new Error(
      `TOKEN_CLEANUP_MINUTES must be a whole number of minutes from 1 to 10080, not ${value}`,
    );
  }
  return minutes * 60_000;
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

/** `true` (trust every proxy) or a comma-separated list of proxy addresses or subnets. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
