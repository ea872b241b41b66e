import {
  type CompanyValues,
  companyLimits,
  hasErrors,
  limits,
  validateCompany,
} from '@job/contract';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { byAccount, type RateLimiter, waitInMinutes } from '../auth/rateLimit';
import { signedIn } from '../auth/routes';
import { sendCached } from '../cache/cachedReply';
import { keptCompanies, keptCompany } from '../cache/keys';
import type { ReadCache } from '../cache/readCache';
import { ImageRejectedError } from '../images/process';
import { validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import type { CompanyService } from './service';

/** No company at this address, or (to anyone but its owners) none of theirs: the same answer. */
const noSuchCompany = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: request.texts.t('api.companyNotFound') });

const detailFields = ['name', 'website', 'description', 'city', 'country', 'sector'] as const;

/**
 * The details checked with the contract's rules, as the form checks them, in the reader's
 * language. A body of other types is left to the schema.
 */
const companyChecked: preValidationHookHandler = async (request, reply) => {
  const body = request.body as Record<string, unknown> | null;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const field of detailFields) {
    const value = body[field];
    if (value !== undefined && typeof value !== 'string') return;
    if (typeof value === 'string') body[field] = value.trim();
  }
  if (body.name === undefined) return;
  const { t } = request.texts;
  const errors = validateCompany(body as CompanyValues, t);
  if (!hasErrors(errors)) return;
  reply.code(422).send(validationFailed(errors, t));
  return reply;
};

/** The uploaded logo's bytes; a `logo` that is no file is a 422 on the field. */
const logoUploaded: preValidationHookHandler = async (request, reply) => {
  const logo = (request.body as { logo?: unknown } | null)?.logo;
  if (Buffer.isBuffer(logo) && logo.length > 0) return;
  const { t } = request.texts;
  reply.code(422).send(validationFailed({ logo: [t('api.companyLogoRequired')] }, t));
  return reply;
};

/** A logo the decoder refused: too large (413), or no picture it reads (422). */
function logoRefused(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof ImageRejectedError)) throw error;
  const { t } = request.texts;
  const message = t(error.messageId);
  return error.statusCode === 413
    ? reply.code(413).send({ message })
    : reply.code(422).send(validationFailed({ logo: [message] }, t));
}

/**
 * The companies' calls. Their pages, the directory and their jobs are public reads, answered from
 * `cache` as the jobs' are; creating one is a member's, and changing one its owners' alone (404 to
 * anyone else, as if it did not exist). Creates and logo uploads count against the member's hourly
 * limits.
 */
export function companyRoutes(
  companies: CompanyService,
  cache: ReadCache,
  limiter: RateLimiter,
): OperationRoutes {
  const createLimit = limiter.attempts(
    { companyCreatesByAccount: byAccount },
    waitInMinutes('api.tooManyCompanyCreates'),
  );
  const logoLimit = limiter.attempts(
    { companyLogosByAccount: byAccount },
    waitInMinutes('api.tooManyLogoUploads'),
  );

  return {
    listCompanies: {
      publicRead: true,
      async handler(request, reply) {
        const { q = '', offset = 0, limit = companyLimits.pageSize } = request.query;
        await sendCached(cache, request, reply, keptCompanies(q.trim(), offset, limit), () =>
          companies.list(q, offset, limit),
        );
        return reply;
      },
    },
    company: {
      publicRead: true,
      async handler(request, reply) {
        const { companySlug } = request.params;
        const found = await sendCached(
          cache,
          request,
          reply,
          keptCompany(companySlug),
          async () => {
            const company = await companies.bySlug(companySlug);
            return company && { data: company };
          },
        );
        return found ? reply : noSuchCompany(request, reply);
      },
    },
    companyJobs: {
      publicRead: true,
      async handler(request, reply) {
        const { companySlug } = request.params;
        const { offset = 0, limit = companyLimits.pageSize } = request.query;
        const kept = keptCompany(companySlug, { offset, limit });
        const found = await sendCached(cache, request, reply, kept, () =>
          companies.jobsOf(companySlug, offset, limit),
        );
        return found ? reply : noSuchCompany(request, reply);
      },
    },
    createCompany: {
      preValidation: [createLimit, companyChecked],
      async handler(request, reply) {
        const created = await companies.create(signedIn(request).user.id, request.body);
        const { t } = request.texts;
        // As for a token that is no longer valid: the account went meanwhile.
        if (created === 'memberGone') {
          return reply.code(401).send({ message: t('api.unauthenticated') });
        }
        if (created === 'full') {
          return reply
            .code(409)
            .send({ message: t('api.companiesOwnedFull', { max: companyLimits.ownedMax }) });
        }
        return reply.code(201).send({ message: t('api.companyCreated'), data: created });
      },
    },
    updateCompany: {
      preValidation: companyChecked,
      async handler(request, reply) {
        const { user } = signedIn(request);
        const updated = await companies.update(user.id, request.params.companySlug, request.body);
        if (!updated) return noSuchCompany(request, reply);
        return reply.send({ message: request.texts.t('api.companyUpdated'), data: updated });
      },
    },
    setCompanyLogo: {
      bodyLimit: limits.imageMaxBytes + 64 * 1024,
      preValidation: [logoLimit, logoUploaded],
      async handler(request, reply) {
        const { user } = signedIn(request);
        const logo = (request.body as unknown as { logo: Buffer }).logo;
        try {
          const updated = await companies.setLogo(user.id, request.params.companySlug, logo);
          if (!updated) return noSuchCompany(request, reply);
          return reply.send({ message: request.texts.t('api.companyLogoSet'), data: updated });
        } catch (error) {
          return logoRefused(request, reply, error);
        }
      },
    },
    removeCompanyLogo: {
      async handler(request, reply) {
        const { user } = signedIn(request);
        const updated = await companies.removeLogo(user.id, request.params.companySlug);
        if (!updated) return noSuchCompany(request, reply);
        return reply.send({ message: request.texts.t('api.companyLogoRemoved'), data: updated });
      },
    },
    myCompanies: {
      async handler(request) {
        return { data: await companies.ofMember(signedIn(request).user.id) };
      },
    },
  };
}
