import {
  type FieldErrors,
  validateChangePassword,
  validateDeleteAccount,
  validateForgotPassword,
  validateName,
  validateNewPassword,
  validateSignup,
} from '@job/contract';
import type { Translate } from '@job/texts';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { isCommonPassword } from '../auth/commonPasswords';
import {
  byAccount,
  byAddress,
  byAddressAndEmail,
  byEmail,
  type RateLimiter,
  tooManyAttempts,
} from '../auth/rateLimit';
import { signedIn } from '../auth/routes';
import { toUser } from '../auth/service';
import { isWellFormedToken } from '../auth/tokens';
import type { UserRow } from '../db/schema';
import { checkBody, validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import type { AccountService } from './service';

const signupFields = ['name', 'email', 'password', 'password_confirmation'] as const;
const resetFields = ['token', 'password', 'password_confirmation'] as const;
const changePasswordFields = ['current_password', 'password', 'password_confirmation'] as const;

/** The password field's refusal (422), in the reader's words. */
function passwordRefused(request: FastifyRequest, reply: FastifyReply, message: string) {
  const { t } = request.texts;
  return reply.code(422).send(validationFailed({ password: [message] }, t));
}

/**
 * After the form's rules (the spec's minimum of 5 first, in its words), the server's own for a new
 * password: none of the most common ones. A body the form's check left to the schema (no text
 * where the password goes) is left to it here too.
 */
const refuseCommonPassword: preValidationHookHandler = async (request, reply) => {
  const { body } = request;
  const password = typeof body === 'object' && body !== null && 'password' in body && body.password;
  if (typeof password !== 'string' || !(await isCommonPassword(password))) return;
  passwordRefused(request, reply, request.texts.t('validation.passwordCommon'));
  return reply;
};

/** A token that is no token this server makes: malformed, so 422 rather than 410. */
function tokenErrors(token: string, t: Translate): FieldErrors<'token'> {
  return isWellFormedToken(token) ? {} : { token: [t('validation.linkInvalid')] };
}

/** The link did not work: never issued, used, replaced or expired (410, one message for all). */
function linkExpired(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(410).send({ message: request.texts.t('api.linkExpired') });
}

export function accountRoutes(accounts: AccountService, limiter: RateLimiter): OperationRoutes {
  /**
   * Whether `current` is the signed-in member's password; when not, the refusal has been answered:
   * 422 on the field, or 429 once the pair of address and account has failed too often (wrong
   * current passwords count as failed sign-ins: a stolen session guesses no faster).
   */
  async function currentPasswordHolds(
    request: FastifyRequest,
    reply: FastifyReply,
    member: UserRow,
    current: string,
  ): Promise<boolean> {
    const guard = limiter.passwords(request, member.email);
    const wait = await guard.refusedFor();
    if (wait !== undefined) {
      tooManyAttempts(request, reply, wait);
      return false;
    }
    if (!(await accounts.isPassword(member, current))) {
      await guard.failed();
      const { t } = request.texts;
      const wrong = { current_password: [t('validation.currentPasswordWrong')] };
      reply.code(422).send(validationFailed(wrong, t));
      return false;
    }
    await guard.succeeded();
    return true;
  }

  return {
    register: {
      preValidation: [
        trimFields(['name', 'email']),
        limiter.attempts({ signUpsByAddress: byAddress, signUpsByPair: byAddressAndEmail }),
        checkBody(signupFields, validateSignup),
        refuseCommonPassword,
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
        // The address asked for is counted whoever asks, from wherever: it gets at most so many
        // mails. Counted before the lookup, members' and others' alike, so a 429 tells no one
        // who is a member.
        limiter.attempts({ resetRequestsByAddress: byAddress, resetRequestsByEmail: byEmail }),
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
        refuseCommonPassword,
      ],
      async handler(request, reply) {
        const { token, password } = request.body;
        const { t } = request.texts;
        const session = await accounts.resetPassword(token, password);
        if (session === 'linkExpired') return linkExpired(request, reply);
        if (session === 'suspended') {
          return reply.code(403).send({ message: t('api.accountSuspended') });
        }
        if (session === 'unchanged') {
          return passwordRefused(request, reply, t('validation.passwordUnchanged'));
        }
        return reply.send(session);
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
        const verified = await accounts.verifyEmail(request.body.token);
        if (verified === 'linkExpired') return linkExpired(request, reply);
        // The link opened again: its work is done, and the member is told so.
        if (verified === 'verifiedBefore') {
          return reply.code(200).send({ message: request.texts.t('api.alreadyVerified') });
        }
        return reply.code(204).send();
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
      preValidation: [
        checkBody(changePasswordFields, validateChangePassword),
        refuseCommonPassword,
      ],
      async handler(request, reply) {
        const { user, token } = signedIn(request);
        const { current_password: current, password } = request.body;
        if (!(await currentPasswordHolds(request, reply, user, current))) return reply;
        // The current one is right, so the new one is the same exactly when it is typed the same.
        if (password === current) {
          return passwordRefused(request, reply, request.texts.t('validation.passwordUnchanged'));
        }
        await accounts.changePassword(user, token, password);
        return reply.code(204).send();
      },
    },
    deleteAccount: {
      preValidation: checkBody(['current_password'], validateDeleteAccount),
      async handler(request, reply) {
        const { user } = signedIn(request);
        if (!(await currentPasswordHolds(request, reply, user, request.body.current_password))) {
          return reply;
        }
        await accounts.deleteAccount(user);
        return reply.code(204).send();
      },
    },
  };
}
