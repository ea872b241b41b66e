import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import type { Authenticate } from '../openapi/routes';
import { loadCommonPasswords } from './commonPasswords';
import {
  defaultTokenCleanupMs,
  type ExpiredTokens,
  startExpiredTokenCleanup,
} from './expiredTokens';
import { productionScryptCost } from './password';
import { createRateLimiter, type RateLimiter } from './rateLimit';
import { authRoutes, bearerAuth } from './routes';
import { createAuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bearer checks every module's operations use (openapi/routes.ts). */
    authenticate: Authenticate;
    /** Sign-in's and the mailing calls' limits, shared with the other instances through Redis. */
    rateLimiter: RateLimiter;
    /** Tests delete the expired tokens at once through it, as its timer would. */
    expiredTokens: ExpiredTokens;
  }
}

/** Sign-up, sign-in and sign-out, the bearer check, the rate limits, and expired tokens' cleanup. */
export const authPlugin = fp<AppConfig>(
  async (app, config) => {
    // Before the first request: sign-up, reset and change check their new password with it.
    loadCommonPasswords();
    const limiter = await createRateLimiter(config.rateLimit ?? {}, config.redisUrl, app.log);
    app.addHook('onClose', () => limiter.close());
    app.decorate('rateLimiter', limiter);
    const auth = createAuthService(app.database.db, config.scryptCost ?? productionScryptCost);
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);
    app.decorate('authenticate', bearerAuth(auth));
    app.serveOperations(authRoutes(auth, limiter));

    const cleanupMs = config.tokenCleanupMs ?? defaultTokenCleanupMs;
    const expiredTokens = startExpiredTokenCleanup(app.database.db, app.log, cleanupMs);
    app.decorate('expiredTokens', expiredTokens);
    app.addHook('preClose', () => expiredTokens.stop());
  },
  { name: 'auth', dependencies: ['database', 'operations'] },
);
