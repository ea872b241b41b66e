import { validateLogin, validateSignup } from '@job/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { checkBody, validationFailed } from '../openapi/errors';
import type { Authenticate, OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import { type RateLimiter, throttle } from './rateLimit';
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
  return async (request, reply) => {
    const header = request.headers.authorization;
    const token = header === undefined ? undefined : tokenFromHeader(header);
    const user = token === undefined ? undefined : await auth.userForToken(token);
    if (!user || token === undefined) {
      reply.code(401).send({ message: request.texts.t('api.unauthenticated') });
      return reply;
    }
    request.user = user;
    request.token = token;
  };
}

/** The member a call that needs a token is made by. */
export function signedIn(request: FastifyRequest): { user: UserRow; token: string } {
  if (!request.user || !request.token) throw new Error('The bearer check did not run');
  return { user: request.user, token: request.token };
}

const signupFields = ['name', 'email', 'password', 'password_confirmation'] as const;
const loginFields = ['email', 'password'] as const;

export function authRoutes(auth: AuthService, limiter: RateLimiter): OperationRoutes {
  return {
    register: {
      preValidation: [
        trimFields(['name', 'email']),
        throttle(limiter, 'register'),
        checkBody(signupFields, validateSignup),
      ],
      async handler(request, reply) {
        // A choice of language made before signing up goes with the account.
        const { locale, texts } = request;
        const session = await auth.register(request.body, locale === 'default' ? null : locale);
        if (!session) {
          const taken = { email: [texts.t('validation.emailTaken')] };
          return reply.code(422).send(validationFailed(taken, texts.t));
        }
        return reply.code(201).send(session);
      },
    },
    login: {
      preValidation: [
        trimFields(['email']),
        throttle(limiter, 'login'),
        checkBody(loginFields, validateLogin),
      ],
      async handler(request, reply) {
        const session = await auth.login(request.body);
        if (!session) {
          return reply
            .code(401)
            .send({ message: request.texts.t('validation.invalidCredentials') });
        }
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
