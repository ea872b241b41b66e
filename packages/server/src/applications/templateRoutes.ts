import {
  hasErrors,
  type RejectionTemplateValues,
  rejectionLimits,
  validateRejectionTemplate,
} from '@job/contract';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { signedIn } from '../auth/routes';
import { validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import { asTyped } from './routes';
import type { RejectionTemplateService } from './templates';

/** No template of this id is the member's: none at all, or another member's (the same answer). */
const noSuchTemplate = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: request.texts.t('api.templateNotFound') });

/** As for a token that is no longer valid: the account went meanwhile. */
const memberGone = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(401).send({ message: request.texts.t('api.unauthenticated') });

const nameTaken = (request: FastifyRequest, reply: FastifyReply) => {
  const { t } = request.texts;
  return reply.code(422).send(validationFailed({ name: [t('validation.templateNameTaken')] }, t));
};

/**
 * The template trimmed as it is kept (its texts as typed) and checked with the contract's rules,
 * as the form checks it. A body of other types is left to the schema.
 */
const templateChecked: preValidationHookHandler = async (request, reply) => {
  const body = request.body as Partial<Record<keyof RejectionTemplateValues, unknown>> | null;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const { name, body_tr: bodyTr = '', body_en: bodyEn = '' } = body;
  if (typeof name !== 'string' || typeof bodyTr !== 'string' || typeof bodyEn !== 'string') return;
  const values = { name: name.trim(), body_tr: asTyped(bodyTr), body_en: asTyped(bodyEn) };
  Object.assign(body, values);
  const { t } = request.texts;
  const errors = validateRejectionTemplate(values, t);
  if (!hasErrors(errors)) return;
  reply.code(422).send(validationFailed(errors, t));
  return reply;
};

/**
 * The calls of a poster's rejection templates, every one for a signed-in member alone (a bearer
 * token, else 401). Private: nothing goes through the read cache, and a template that is not the
 * member's answers 404 as if it did not exist.
 */
export function rejectionTemplateRoutes(templates: RejectionTemplateService): OperationRoutes {
  return {
    rejectionTemplates: {
      async handler(request, reply) {
        return reply.send({ data: await templates.mine(signedIn(request).user.id) });
      },
    },
    createRejectionTemplate: {
      preValidation: templateChecked,
      async handler(request, reply) {
        const saved = await templates.create(signedIn(request).user.id, request.body);
        const { t } = request.texts;
        if (saved === 'memberGone') return memberGone(request, reply);
        if (saved === 'nameTaken') return nameTaken(request, reply);
        if (saved === 'full') {
          return reply
            .code(409)
            .send({ message: t('api.templatesFull', { max: rejectionLimits.templatesMax }) });
        }
        return reply.code(201).send({ message: t('toast.templateSaved'), data: saved });
      },
    },
    updateRejectionTemplate: {
      preValidation: templateChecked,
      async handler(request, reply) {
        const { user } = signedIn(request);
        const saved = await templates.update(user.id, request.params.templateId, request.body);
        if (!saved) return noSuchTemplate(request, reply);
        if (saved === 'nameTaken') return nameTaken(request, reply);
        return reply.send({ message: request.texts.t('toast.templateSaved'), data: saved });
      },
    },
    deleteRejectionTemplate: {
      async handler(request, reply) {
        const { user } = signedIn(request);
        const deleted = await templates.remove(user.id, request.params.templateId);
        if (!deleted) return noSuchTemplate(request, reply);
        return reply.code(204).send();
      },
    },
  };
}
