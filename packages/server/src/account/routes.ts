import {
  type FieldErrors,
  hasErrors,
  validateChangePassword,
  validateDeleteAccount,
  validateForgotPassword,
  validateName,
  validateNewPassword,
  validateSignup,
} from '@job/contract';
import type { Translate } from '@job/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  byAccount,
  byAddress,
  byAddressAndEmail,
  type RateLimiter,
  tooManyAttempts,
} from '../auth/rateLimit';
import { signedIn } from '../auth/routes';
import { toUser } from '../auth/service';
import { isWellFormedToken } from '../auth/tokens';
import { checkBody, validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import type { AccountService } from './service';

const signupFields = ['name', 'email', 'password', 'password_confirmation'] as const;
const resetFields = ['token', 'password', 'password_confirmation'] as const;
const changePasswordFields = ['current_password', 'password', 'password_confirmation'] as const;

/** A token that is no token this server makes: malformed, so 422 rather than 410. */
function tokenErrors(token: string, t: Translate): FieldErrors<'token'> {
  return isWellFormedToken(token) ? {} : { token: [t('validation.linkInvalid')] };
}

/** The link did not work: never issued, used, replaced or expired (410, one message for all). */
function linkExpired(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(410).send({ message: request.texts.t('api.linkExpired') });
}

export function accountRoutes(accounts: AccountService, limiter: RateLimiter): OperationRoutes {
  return {
    register: {
      preValidation: [
        trimFields(['name', 'email']),
        limiter.attempts({ signUpsByAddress: byAddress, signUpsByPair: byAddressAndEmail }),
        checkBody(signupFields, validateSignup),
      ],
      async handler(request, reply) {
        // A choice of language made before signing up goes with the account.
        const { locale, texts } = request;
        const session = await accounts.register(request.body, locale === 'default' ? null : locale);
        if (!session) {
          const taken = { email: [texts.t('validation.emailTaken')] };
          return reply.code(422).send(validationFailed(taken, texts.t));
        }
        return reply.code(201).send(session);
      },
    },
    forgotPassword: {
      preValidation: [
        trimFields(['email']),
        limiter.attempts({
          resetRequestsByAddress: byAddress,
          resetRequestsByPair: byAddressAndEmail,
        }),
        checkBody(['email'], validateForgotPassword),
      ],
      async handler(request, reply) {
        const answered = new Promise((resolve) => reply.raw.once('close', resolve));
        accounts.forgotPassword(request.body.email, answered);
        return reply.code(202).send({ message: request.texts.t('api.resetLinkSent') });
      },
    },
    resetPassword: {
      preValidation: [
        limiter.attempts({ linksByAddress: byAddress }),
        checkBody(resetFields, (values, t) => ({
          ...tokenErrors(values.token, t),
          ...validateNewPassword(values, t),
        })),
      ],
      async handler(request, reply) {
        const { token, password } = request.body;
        const session = await accounts.resetPassword(token, password);
        return session ? reply.send(session) : linkExpired(request, reply);
      },
    },
    checkResetLink: {
      preValidation: [
        limiter.attempts({ linksByAddress: byAddress }),
        checkBody(['token'], (values, t) => tokenErrors(values.token, t)),
      ],
      async handler(request, reply) {
        return (await accounts.isWorkingResetLink(request.body.token))
          ? reply.code(204).send()
          : linkExpired(request, reply);
      },
    },
    verifyEmail: {
      preValidation: [
        limiter.attempts({ linksByAddress: byAddress }),
        checkBody(['token'], (values, t) => tokenErrors(values.token, t)),
      ],
      async handler(request, reply) {
        return (await accounts.verifyEmail(request.body.token))
          ? reply.code(204).send()
          : linkExpired(request, reply);
      },
    },
    resendVerification: {
      preValidation: limiter.attempts({
        verificationMailsByAddress: byAddress,
        verificationMailsByAccount: byAccount,
      }),
      async handler(request, reply) {
        const { user } = signedIn(request);
        const { t } = request.texts;
        return (await accounts.resendVerification(user))
          ? reply.code(202).send({ message: t('api.verificationSent', { email: user.email }) })
          : reply.code(409).send({ message: t('api.alreadyVerified') });
      },
    },
    updateMe: {
      preValidation: [trimFields(['name']), checkBody(['name'], validateName)],
      async handler(request) {
        const user = await accounts.rename(signedIn(request).user.id, request.body.name);
        return { user: toUser(user) };
      },
    },
    changePassword: {
      preValidation: checkBody(changePasswordFields, validateChangePassword),
      async handler(request, reply) {
        const { user, token } = signedIn(request);
        const { current_password: current, password } = request.body;
        // Wrong current passwords count as failed sign-ins: a stolen session guesses no faster.
        const guard = limiter.passwords(request, user.email);
        const wait = await guard.refusedFor();
        if (wait !== undefined) return tooManyAttempts(request, reply, wait);
        if (!(await accounts.isPassword(user, current))) {
          await guard.failed();
          const { t } = request.texts;
          const wrong = { current_password: [t('validation.currentPasswordWrong')] };
          return reply.code(422).send(validationFailed(wrong, t));
        }
        await guard.succeeded();
        await accounts.changePassword(user, token, password);
        return reply.code(204).send();
      },
    },
    deleteAccount: {
      preValidation: trimFields(['email']),
      async handler(request, reply) {
        const { user } = signedIn(request);
        // Checked against the account's own address, which only the signed-in request knows.
        const { t } = request.texts;
        const errors = validateDeleteAccount(request.body, user.email, t);
        if (hasErrors(errors)) return reply.code(422).send(validationFailed(errors, t));
        await accounts.deleteAccount(user);
        return reply.code(204).send();
      },
    },
  };
}
