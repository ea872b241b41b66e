import { validateLogin } from '@job/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { checkBody } from '../openapi/errors';
import type { Authenticate, OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import { type RateLimiter, tooManyAttempts } from './rateLimit';
import { type AuthService, toUser } from './service';
import { tokenFromHeader } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the bearer check on the calls that need a token. */
    user: UserRow | null;
    token: string | null;
  }
}

/** The bearer check, run in onRequest: a request without a valid token is refused unread. */
export function bearerAuth(auth: AuthService): Authenticate {
  /** Signs in the member the request's token names; false when it names none. */
  async function signIn(request: FastifyRequest): Promise<boolean> {
    const header = request.headers.authorization;
    const token = header === undefined ? undefined : tokenFromHeader(header);
    const user = token === undefined ? undefined : await auth.userForToken(token);
    if (!user || token === undefined) return false;
    request.user = user;
    request.token = token;
    return true;
  }
  return {
    async required(request, reply) {
      if (await signIn(request)) return;
      reply.code(401).send({ message: request.texts.t('api.unauthenticated') });
      return reply;
    },
    async optional(request) {
      await signIn(request);
    },
  };
}

/** The member a call that needs a token is made by. */
export function signedIn(request: FastifyRequest): { user: UserRow; token: string } {
  if (!request.user || !request.token) throw new Error('The bearer check did not run');
  return { user: request.user, token: request.token };
}

const loginFields = ['email', 'password'] as const;

export function authRoutes(auth: AuthService, limiter: RateLimiter): OperationRoutes {
  return {
    login: {
      preValidation: [trimFields(['email']), checkBody(loginFields, validateLogin)],
      async handler(request, reply) {
        // Failures are counted, never successes: see defaultLimits.
        const guard = limiter.passwords(request, request.body.email);
        const wait = await guard.refusedFor();
        if (wait !== undefined) return tooManyAttempts(request, reply, wait);
        const session = await auth.login(request.body);
        if (session === 'suspended') {
          return reply.code(403).send({ message: request.texts.t('api.accountSuspended') });
        }
        if (!session) {
          await guard.failed();
          return reply
            .code(401)
            .send({ message: request.texts.t('validation.invalidCredentials') });
        }
        await guard.succeeded();
        return session;
      },
    },
    logout: {
      async handler(request, reply) {
        await auth.revoke(signedIn(request).token);
        return reply.code(204).send();
      },
    },
    me: {
      async handler(request) {
        return { user: toUser(signedIn(request).user) };
      },
    },
    setLanguage: {
      async handler(request, reply) {
        await auth.setLanguage(signedIn(request).user.id, request.body.language);
        return reply.code(204).send();
      },
    },
  };
}
