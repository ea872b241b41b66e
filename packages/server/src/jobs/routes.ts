import {
  type ListSort,
  limits,
  type PostedWithin,
  readCity,
  type SalaryCurrency,
  type WorkplaceSlug,
  workTypeBySlug,
} from '@job/contract';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { signedIn } from '../auth/routes';
import { sendCached, WithHeaders } from '../cache/cachedReply';
import { keptCounts, keptJob, keptList, within } from '../cache/keys';
import type { ReadCache } from '../cache/readCache';
import { decodeDataUrl, ImageRejectedError } from '../images/process';
import { checkBody, validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import { minimumSalaryOf, postedSinceOf } from './filters';
import {
  createJobFields,
  jobFieldErrors,
  jobFields,
  jobValues,
  postedAs,
  postingCompanyChecked,
  trimmedJobFields,
} from './formValues';
import { DailyPostingsReached, type JobService, PosterGone, type Refusal } from './service';

const noSuchJob = (request: FastifyRequest) => ({ message: request.texts.t('api.jobNotFound') });

/** The answer to a member's write the service refused: no such job, or another member's. */
function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  return refusal === 'missing'
    ? reply.code(404).send(noSuchJob(request))
    : reply.code(403).send({ message: request.texts.t('api.jobOfAnotherMember') });
}

/** An image the decoder refused: too large (413), or no picture it reads (422). */
function imageRefused(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof ImageRejectedError)) throw error;
  const { t } = request.texts;
  const message = t(error.messageId);
  return error.statusCode === 413
    ? reply.code(413).send({ message })
    : reply.code(422).send(validationFailed({ image: [message] }, t));
}

/**
 * The picture of a create call: a file part (a Buffer) wins; otherwise the data URL, when there is
 * one. An `image` that is no file, as the reference client's `{}`, is ignored.
 */
function uploadedImage(body: { image?: unknown; url?: unknown }): Buffer | string | undefined {
  if (Buffer.isBuffer(body.image)) return body.image;
  return typeof body.url === 'string' && body.url.trim() !== '' ? body.url : undefined;
}

// A JSON body carries the image as base64, a third larger than the file itself.
const createJobBodyLimit = Math.ceil((limits.imageMaxBytes * 4) / 3) + 64 * 1024;

/**
 * Refuses a member whose address is not verified yet (403), before the form is checked: their
 * first move is to verify it, whatever the form holds.
 */
const verifiedPosters: preValidationHookHandler = async (request, reply) => {
  if (signedIn(request).user.emailVerifiedAt !== null) return;
  reply.code(403).send({ message: request.texts.t('api.verifyFirst') });
  return reply;
};

/** The filters every list call takes (`paginate`, `getType`, `search`, `filterCounts`). */
interface ListParams {
  workplace?: WorkplaceSlug | undefined;
  city?: string | undefined;
  minSalary?: number | undefined;
  salaryCurrency?: SalaryCurrency | undefined;
  postedWithinDays?: PostedWithin | undefined;
  /** The lists' order; the counts take none. */
  sort?: ListSort | undefined;
}

/**
 * A list call's workplace, city (trimmed), salary floor, date window (ending at `now`) and order as the reads take
 * them.
 */
function narrowing(
  { workplace, city, minSalary, salaryCurrency, postedWithinDays, sort }: ListParams,
  now = Date.now(),
) {
  return {
    workplace,
    city: readCity(city),
    salary: minimumSalaryOf(minSalary, salaryCurrency),
    postedSince: postedSinceOf(postedWithinDays, now),
    sort,
  };
}

/**
 * The public reads answer from `cache`, the same for everyone; every write goes through `jobs`.
 * With `requireVerifiedEmail` only members with a verified address post.
 */
export function jobRoutes(
  jobs: JobService,
  cache: ReadCache,
  { requireVerifiedEmail = false } = {},
): OperationRoutes {
  /** Refuses a posting past the member's postings of the day: 429, with when the next is taken. */
  function tooManyPostings(request: FastifyRequest, reply: FastifyReply, nextAt: Date) {
    const seconds = Math.max(1, Math.ceil((nextAt.getTime() - Date.now()) / 1000));
    const message = request.texts.t('api.tooManyPostings', {
      limit: jobs.postingsPerDay,
      hours: Math.ceil(seconds / 3600),
    });
    return reply.code(429).header('retry-after', seconds).send({ message });
  }

  /**
   * Refuses a member who has made their postings of the day before the form and its image are
   * checked. The create counts again in its transaction, where creates sent at once are seen.
   */
  const companyChecked = postingCompanyChecked(jobs.companyOfMember);

  const withinDailyPostings: preValidationHookHandler = async (request, reply) => {
    const nextAt = await jobs.nextPostingAt(signedIn(request).user.id);
    if (nextAt) return tooManyPostings(request, reply, nextAt);
  };

  return {
    paginate: {
      publicRead: true,
      async handler(request, reply) {
        const { offset, limit } = request.params;
        const filter = narrowing(request.query);
        await sendCached(cache, request, reply, keptList(filter, offset, limit), () =>
          jobs.list(filter, offset, limit),
        );
        return reply;
      },
    },
    getType: {
      publicRead: true,
      async handler(request, reply) {
        const { type, offset = 0, limit = limits.pageSize } = request.body;
        const filter = {
          // The schema admits only the three slugs.
          workType: workTypeBySlug(type)?.code ?? 1,
          ...narrowing(request.body),
        };
        await sendCached(cache, request, reply, keptList(filter, offset, limit), () =>
          jobs.list(filter, offset, limit),
        );
        return reply;
      },
    },
    search: {
      publicRead: true,
      async handler(request, reply) {
        const { data, type, offset = 0, limit = limits.searchMaxResults } = request.body;
        const filter = {
          text: data,
          workType: type && workTypeBySlug(type)?.code,
          ...narrowing(request.body),
        };
        // The reference client reads the bare array; the total travels beside it.
        const kept = within('search', keptList(filter, offset, limit));
        await sendCached(cache, request, reply, kept, async () => {
          const { data: found, totalCount } = await jobs.list(filter, offset, limit);
          return new WithHeaders(found, { 'x-total-count': String(totalCount) });
        });
        return reply;
      },
    },
    filterCounts: {
      publicRead: true,
      async handler(request, reply) {
        const { q, type } = request.query;
        const now = Date.now();
        const filter = {
          text: q,
          workType: type && workTypeBySlug(type)?.code,
          ...narrowing(request.query, now),
        };
        await sendCached(cache, request, reply, keptCounts(filter, now), async () => ({
          data: await jobs.counts(filter, now),
        }));
        return reply;
      },
    },
    getJob: {
      publicRead: true,
      async handler(request, reply) {
        const { slug } = request.params;
        const found = await sendCached(cache, request, reply, keptJob(slug), async () => {
          const job = await jobs.bySlug(slug);
          return job && { data: job };
        });
        return found ? reply : reply.code(404).send(noSuchJob(request));
      },
    },
    createJob: {
      bodyLimit: createJobBodyLimit,
      preValidation: [
        ...(requireVerifiedEmail ? [verifiedPosters] : []),
        withinDailyPostings,
        trimFields(trimmedJobFields),
        checkBody(createJobFields, (values, t, body) => {
          const errors = jobFieldErrors(values, t, body);
          return uploadedImage(body)
            ? errors
            : { ...errors, image: [t('validation.imageRequired')] };
        }),
        companyChecked,
      ],
      async handler(request, reply) {
        const body = request.body;
        const image = uploadedImage(body);
        try {
          const job = await jobs.create({
            ...jobValues(body, request.texts),
            ...postedAs(request),
            // checkBody made sure there is one.
            image: Buffer.isBuffer(image) ? image : decodeDataUrl(image ?? ''),
            userId: signedIn(request).user.id,
            days: body.days === undefined ? undefined : Number(body.days),
          });
          const message =
            job.moderation === 'pending' ? 'toast.jobAwaitsApproval' : 'toast.jobPosted';
          return reply.code(201).send({ message: request.texts.t(message), data: job });
        } catch (error) {
          if (error instanceof DailyPostingsReached) {
            return tooManyPostings(request, reply, error.nextAt);
          }
          // As for a token that is no longer valid: it went with the account.
          if (error instanceof PosterGone) {
            return reply.code(401).send({ message: request.texts.t('api.unauthenticated') });
          }
          return imageRefused(request, reply, error);
        }
      },
    },
    updateJob: {
      bodyLimit: createJobBodyLimit,
      preValidation: [
        trimFields(trimmedJobFields),
        checkBody(jobFields, jobFieldErrors),
        companyChecked,
      ],
      async handler(request, reply) {
        const image = request.body.image;
        try {
          const job = await jobs.update(request.params.slug, signedIn(request).user.id, {
            ...jobValues(request.body, request.texts),
            ...postedAs(request),
            // A field named image that is no file (an empty form field) is no new image.
            image: Buffer.isBuffer(image) ? image : undefined,
          });
          if (typeof job === 'string') return refuse(request, reply, job);
          // Pending: sent back to the queue by this edit (MODERATION=pre), or still waiting.
          const message =
            job.moderation === 'pending' ? 'toast.jobEditAwaitsApproval' : 'toast.jobUpdated';
          return reply.send({ message: request.texts.t(message), data: job });
        } catch (error) {
          return imageRefused(request, reply, error);
        }
      },
    },
    deleteJob: {
      async handler(request, reply) {
        const done = await jobs.remove(request.params.slug, signedIn(request).user.id);
        return done === true ? reply.code(204).send() : refuse(request, reply, done);
      },
    },
    renewJob: {
      async handler(request, reply) {
        const days = request.body?.days ?? limits.defaultPostingDays;
        const job = await jobs.renew(request.params.slug, signedIn(request).user.id, days);
        return typeof job === 'string' ? refuse(request, reply, job) : reply.send({ data: job });
      },
    },
    saveJob: {
      async handler(request, reply) {
        const state = await jobs.setSaved(request.params.slug, signedIn(request).user.id, true);
        return state ? reply.send(state) : reply.code(404).send(noSuchJob(request));
      },
    },
    unsaveJob: {
      async handler(request, reply) {
        const state = await jobs.setSaved(request.params.slug, signedIn(request).user.id, false);
        return state ? reply.send(state) : reply.code(404).send(noSuchJob(request));
      },
    },
    savedJobs: {
      async handler(request) {
        return { data: await jobs.savedBy(signedIn(request).user.id) };
      },
    },
    myJobs: {
      async handler(request) {
        return { data: await jobs.postedBy(signedIn(request).user.id) };
      },
    },
    postingQuestions: {
      // The poster's alone: anyone else, member or visitor (no token, or a dead one), hears that
      // there is no such job, as jobApplications answers them.
      async handler(request, reply) {
        const posting =
          request.user && (await jobs.ownPosting(request.params.slug, request.user.id));
        if (!posting) return reply.code(404).send(noSuchJob(request));
        return reply.send({ data: posting.questions });
      },
    },
  };
}
