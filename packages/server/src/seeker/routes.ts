import {
  hasErrors,
  type SeekerProfileValues,
  seekerLimits,
  trimSeekerProfile,
  validateSeekerProfile,
} from '@job/contract';
import type { MessageId } from '@job/texts';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { cvName, cvUploaded, sendCv, uploadedCv } from '../applications/cvFile';
import { byAccount, type RateLimiter, waitInMinutes } from '../auth/rateLimit';
import { signedIn } from '../auth/routes';
import { validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import type { SeekerService } from './service';

/** No CV of this id is the member's: none at all, or another member's (the same answer). */
const noSuchCv = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: request.texts.t('api.cvNotFound') });

/** As for a token that is no longer valid: the account went meanwhile. */
const memberGone = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(401).send({ message: request.texts.t('api.unauthenticated') });

/** What a change of a stored CV says it did. */
function updatedMessage(renamed: boolean, madeDefault: boolean): MessageId {
  if (renamed && !madeDefault) return 'api.cvRenamed';
  if (madeDefault && !renamed) return 'api.cvMadeDefault';
  return 'api.cvUpdated';
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The profile trimmed as it is kept (blank links left out) and checked with the contract's rules,
 * as the form checks it, links by their place (`links.0`). A body of other types is left to the
 * schema.
 */
const profileChecked: preValidationHookHandler = async (request, reply) => {
  const body = request.body as Partial<Record<keyof SeekerProfileValues, unknown>> | null;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const { headline, city, links, work_types: workTypes, workplaces } = body;
  if (typeof headline !== 'string' || typeof city !== 'string') return;
  if (!isTextList(links) || !Array.isArray(workTypes) || !Array.isArray(workplaces)) return;
  const values = trimSeekerProfile(body as SeekerProfileValues);
  Object.assign(body, values);
  const { t } = request.texts;
  const errors = validateSeekerProfile(values, t);
  if (!hasErrors(errors)) return;
  reply.code(422).send(validationFailed(errors, t));
  return reply;
};

/**
 * The calls of a member's seeker profile and stored CVs, every one for a signed-in member alone
 * (a bearer token, else 401). Everything is private: nothing goes through the read cache, and a
 * CV that is not the member's answers 404 as if it did not exist. Uploads count against the
 * member's hourly limit.
 */
export function seekerRoutes(seeker: SeekerService, limiter: RateLimiter): OperationRoutes {
  const uploadLimit = limiter.attempts(
    { cvUploadsByAccount: byAccount },
    waitInMinutes('api.tooManyCvUploads'),
  );
  /** The uploaded CV's bytes; cvUploaded lets no request without them through. */
  const uploadedOf = (request: FastifyRequest): Buffer => {
    const data = uploadedCv(request.body);
    if (!data) throw new Error('The CV was not checked');
    return data;
  };

  return {
    seekerProfile: {
      async handler(request, reply) {
        return reply.send({ data: await seeker.profile(signedIn(request).user.id) });
      },
    },
    updateSeekerProfile: {
      preValidation: profileChecked,
      async handler(request, reply) {
        const saved = await seeker.saveProfile(signedIn(request).user.id, request.body);
        if (saved === 'memberGone') return memberGone(request, reply);
        return reply.send({ message: request.texts.t('api.profileSaved'), data: saved });
      },
    },
    addCv: {
      preValidation: [uploadLimit, cvUploaded],
      async handler(request, reply) {
        const cv = { name: cvName(request.fileNames?.cv), data: uploadedOf(request) };
        const stored = await seeker.addCv(signedIn(request).user.id, cv);
        const { t } = request.texts;
        if (stored === 'memberGone') return memberGone(request, reply);
        if (stored === 'full') {
          return reply
            .code(409)
            .send({ message: t('api.storedCvsFull', { max: seekerLimits.storedCvsMax }) });
        }
        return reply.code(201).send({ message: t('api.cvAdded'), data: stored });
      },
    },
    storedCv: {
      async handler(request, reply) {
        const cv = await seeker.cvFile(signedIn(request).user.id, request.params.cvId);
        if (!cv) return noSuchCv(request, reply);
        return sendCv(reply, cv);
      },
    },
    updateCv: {
      preValidation: trimFields(['name']),
      async handler(request, reply) {
        const { name, default: makeDefault = false } = request.body;
        const updated = await seeker.updateCv(signedIn(request).user.id, request.params.cvId, {
          ...(name !== undefined && { name: cvName(name) }),
          makeDefault,
        });
        if (!updated) return noSuchCv(request, reply);
        const message = updatedMessage(name !== undefined, makeDefault);
        return reply.send({ message: request.texts.t(message), data: updated });
      },
    },
    replaceCv: {
      preValidation: [uploadLimit, cvUploaded],
      async handler(request, reply) {
        const { user } = signedIn(request);
        const replaced = await seeker.replaceCv(user.id, request.params.cvId, uploadedOf(request));
        if (!replaced) return noSuchCv(request, reply);
        return reply.send({ message: request.texts.t('api.cvReplaced'), data: replaced });
      },
    },
    deleteCv: {
      async handler(request, reply) {
        const deleted = await seeker.deleteCv(signedIn(request).user.id, request.params.cvId);
        if (!deleted) return noSuchCv(request, reply);
        return reply.code(204).send();
      },
    },
  };
}
