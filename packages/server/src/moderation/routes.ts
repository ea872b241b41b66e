import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { type RateLimiter, visitorByAddress, waitInMinutes } from '../auth/rateLimit';
import { validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import type { Reporter } from './reports';
import type { ModerationRefusal, ModerationService } from './service';

/** The answer to everyone but a moderator: the router's own 404, as if nothing were there. */
function nothingHere(request: FastifyRequest, reply: FastifyReply) {
  const { method, url: path, texts } = request;
  return reply.code(404).send({ message: texts.t('api.nothingHere', { method, path }) });
}

/** A moderator's reason, trimmed; a blank one is refused (422) before anything is done. */
const reasonGiven: preValidationHookHandler = async (request, reply) => {
  const body = request.body as { reason?: unknown } | null;
  if (typeof body?.reason !== 'string') return;
  body.reason = body.reason.trim();
  if (body.reason !== '') return;
  const { t } = request.texts;
  reply.code(422).send(validationFailed({ reason: [t('api.reasonRequired')] }, t));
  return reply;
};

/** The cookie that tells a visitor's reports apart from others sent from the same address. */
const visitorCookie = 'visitor';

/** The `visitor` cookie the request carries, when it is one this server could have set. */
function visitorOf(request: FastifyRequest): string | undefined {
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === visitorCookie && value && /^[A-Za-z0-9_-]{22}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * Who files a report: the member, or the visitor by their cookie (a new one when they have none,
 * sent with the answer once the report is in) and their address.
 */
function reporterOf(request: FastifyRequest): { reporter: Reporter; newCookie?: string } {
  if (request.user) return { reporter: { memberId: request.user.id } };
  const known = visitorOf(request);
  const cookie = known ?? randomBytes(16).toString('base64url');
  return {
    reporter: { cookie, address: request.ip },
    ...(known === undefined && { newCookie: cookie }),
  };
}

/** The report's note, trimmed; an empty one is none. */
const noteTrimmed: preValidationHookHandler = async (request) => {
  const body = request.body as { note?: unknown } | null;
  if (typeof body?.note === 'string') body.note = body.note.trim();
};

/**
 * Reports, which anyone may file, and the moderators' calls. The queue and its actions take a
 * token without requiring one (openapi.yaml's `security` lists `{}`) and answer everyone but a
 * moderator (another member, a visitor, a dead token) the router's 404, before the body is read:
 * the calls do not exist for them. Nothing here goes through the read cache.
 */
export function moderationRoutes(
  moderation: ModerationService,
  limiter: RateLimiter,
): OperationRoutes {
  /** Lets only a moderator through; checked on every call, so a revoke counts at once. */
  const moderatorsOnly: preValidationHookHandler = async (request, reply) => {
    if (moderation.isModerator(request.user)) return;
    return nothingHere(request, reply);
  };

  /** The moderator making the call, once moderatorsOnly let it through. */
  function moderator(request: FastifyRequest) {
    if (!moderation.isModerator(request.user)) throw new Error('moderatorsOnly did not run');
    return request.user;
  }

  function refuse(request: FastifyRequest, reply: FastifyReply, refusal: ModerationRefusal) {
    const { t } = request.texts;
    if (refusal === 'missing') return reply.code(404).send({ message: t('api.jobNotFound') });
    return reply.code(409).send({ message: t('api.moderationConflict') });
  }

  return {
    reportJob: {
      preValidation: [
        limiter.attempts(
          { reportsByAddress: visitorByAddress },
          waitInMinutes('api.tooManyReports'),
        ),
        noteTrimmed,
      ],
      async handler(request, reply) {
        const { reason, note } = request.body;
        const { t } = request.texts;
        const { reporter, newCookie } = reporterOf(request);
        const filed = await moderation.report(request.params.slug, reporter, reason, note || null);
        if (filed === 'duplicate') {
          return reply.code(409).send({ message: t('api.alreadyReported') });
        }
        if (filed !== true) return refuse(request, reply, filed);
        if (newCookie) {
          // Only the reports read it (the kept answers compare the lang cookie alone). A year, as
          // the language's.
          reply.header(
            'set-cookie',
            `${visitorCookie}=${newCookie}; Path=/api/jobs; Max-Age=31536000; HttpOnly; SameSite=Lax`,
          );
        }
        return reply.code(201).send({ message: t('toast.reported') });
      },
    },
    moderationQueue: {
      preValidation: moderatorsOnly,
      async handler(_request, reply) {
        return reply.send(await moderation.queue());
      },
    },
    moderationJob: {
      preValidation: moderatorsOnly,
      async handler(request, reply) {
        const item = await moderation.item(request.params.slug);
        if (!item) return refuse(request, reply, 'missing');
        return reply.send(item);
      },
    },
    moderateJob: {
      preValidation: [moderatorsOnly, reasonGiven],
      async handler(request, reply) {
        const { action, reason } = request.body;
        const job = await moderation.act(request.params.slug, action, reason, moderator(request));
        if (typeof job === 'string') return refuse(request, reply, job);
        return reply.send({ message: request.texts.t(`toast.moderation.${action}`), data: job });
      },
    },
    suspendMember: {
      preValidation: [moderatorsOnly, reasonGiven],
      async handler(request, reply) {
        const { t } = request.texts;
        const done = await moderation.suspend(
          request.params.id,
          request.body.reason,
          moderator(request),
        );
        if (done === 'missing') return reply.code(404).send({ message: t('api.memberNotFound') });
        if (done !== true) return reply.code(409).send({ message: t('api.suspendConflict') });
        return reply.send({ message: t('toast.moderation.suspend') });
      },
    },
    unsuspendMember: {
      preValidation: [moderatorsOnly, reasonGiven],
      async handler(request, reply) {
        const { t } = request.texts;
        const done = await moderation.unsuspend(
          request.params.id,
          request.body.reason,
          moderator(request),
        );
        if (done === 'missing') return reply.code(404).send({ message: t('api.memberNotFound') });
        if (typeof done === 'string') {
          return reply.code(409).send({ message: t('api.unsuspendConflict') });
        }
        return reply.send({ message: t('toast.moderation.unsuspend') });
      },
    },
  };
}
