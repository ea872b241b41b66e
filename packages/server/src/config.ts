import type { AppConfig } from './app';
import { defaultAppDistDir } from './web/appDist';

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logger: { level: env.LOG_LEVEL || 'info', redact: logRedaction },
  };
}

/** `true` (trust every proxy) or a comma-separated list of proxy addresses or subnets. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
