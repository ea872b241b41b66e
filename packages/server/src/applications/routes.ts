import {
  type FieldErrors,
  hasErrors,
  isApplicationStatus,
  limits,
  movedApplicationsMessage,
  type PosterQuestion,
  rejectionLimits,
  validateAnswers,
  validateApplication,
  validateReviewNote,
} from '@job/contract';
import type { Language, Translate } from '@job/texts';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { byAccount, type RateLimiter, waitInMinutes } from '../auth/rateLimit';
import { signedIn } from '../auth/routes';
import { validationFailed } from '../openapi/errors';
import type { OperationRoutes } from '../openapi/routes';
import { isWellFormedText } from '../openapi/validation';
import type { StoredCvOf } from '../seeker/service';
import { readAnswers, screeningAnswers } from './answers';
import { cvName, sendCv, uploadedCv, uploadedCvProblem } from './cvFile';
import type { Rejection } from './pipeline';
import type { ApplicationService, ApplyRefusal, Cv, Posting } from './service';

/** The board's dates are Istanbul's, as the interface shows them. */
const boardTimeZone = 'Europe/Istanbul';

/** '12 Mart 2026' in Turkish, 'March 12, 2026' in English. */
const longDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: boardTimeZone }).format(date);

/** Each refusal's status and message. */
const refusals: Record<ApplyRefusal, [status: number, message: Parameters<Translate>[0]]> = {
  missing: [404, 'api.jobNotFound'],
  own: [403, 'api.ownPosting'],
  expired: [410, 'api.postingExpired'],
  elsewhere: [409, 'api.appliesElsewhere'],
};

function refuse(request: FastifyRequest, reply: FastifyReply, refusal: ApplyRefusal) {
  const [status, message] = refusals[refusal];
  return reply.code(status).send({ message: request.texts.t(message) });
}

/** The CV sent with the form, its name made safe; checkApplication lets none without it through. */
function sentCv(request: FastifyRequest): Cv {
  const data = uploadedCv(request.body);
  if (!data) throw new Error('The CV was not checked');
  return { name: cvName(request.fileNames?.cv), data };
}

/**
 * The answers to the screening questions of `questions` as the rules judge them: readable (JSON
 * text of an object of texts) and each as its question takes it (`answers.<id>`).
 */
function answerErrors(
  questions: readonly PosterQuestion[],
  answers: unknown,
  t: Translate,
): FieldErrors {
  const values = readAnswers(answers);
  if (values === 'unreadable') return { answers: [t('validation.answersUnreadable')] };
  return validateAnswers(questions, values, t);
}

/**
 * The form checked with the contract's rules, after the posting (`postingOf`): the note
 * (validateApplication; required when the posting asks for one), the answers to its screening
 * questions, and a CV sent now, by its bytes (cvProblem), or a stored one's id (`stored_cv`),
 * never both. A note of another type (a file) is left to the schema, and whether the stored CV is
 * the member's to the handler. A CV past the limit is a 413, as when the upload stops at it.
 */
const checkApplication =
  (postingOf: (request: FastifyRequest) => Posting | undefined): preValidationHookHandler =>
  async (request, reply) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const { note = '', cv, stored_cv: storedCv, answers } = body as Record<string, unknown>;
    if (typeof note !== 'string') return;
    const { t } = request.texts;
    const problem =
      storedCv === undefined
        ? uploadedCvProblem(body)
        : cv !== undefined && ('validation.cvOrStoredCv' as const);
    if (problem === 'validation.cvTooLarge') {
      reply.code(413).send({ message: t(problem) });
      return reply;
    }
    const job = postingOf(request)?.job;
    const errors = {
      ...validateApplication({ note }, t, { noteRequired: job?.coverNoteRequired ?? false }),
      ...answerErrors(job?.screeningQuestions ?? [], answers, t),
      ...(problem && { cv: [t(problem)] }),
    };
    if (hasErrors(errors)) {
      reply.code(422).send(validationFailed(errors, t));
      return reply;
    }
  };

/**
 * A text area's text as it was typed: a form sends each line break as CR LF, which would count
 * twice against its length (and differ from what the browser checked); trimmed, as the rules
 * judge it.
 */
export const asTyped = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** The cover note as it was typed. */
const noteAsTyped: preValidationHookHandler = async (request) => {
  const body = request.body as { note?: unknown } | null;
  if (typeof body?.note === 'string') body.note = asTyped(body.note);
};

/**
 * A poster's note on an application as it was typed, checked with the contract's rules as the form
 * checks it; a body of another type is left to the schema.
 */
const reviewNoteGiven: preValidationHookHandler = async (request, reply) => {
  const body = request.body as { body?: unknown } | null;
  if (!body || typeof body.body !== 'string') return;
  const note = asTyped(body.body);
  body.body = note;
  const { t } = request.texts;
  const errors = validateReviewNote({ body: note }, t);
  if (!hasErrors(errors)) return;
  reply.code(422).send(validationFailed(errors, t));
  return reply;
};

/**
 * A status change's words for a rejection, checked: a message (as typed; empty is none, and left
 * out) or a template, not both, and either only with `rejected`; a message within its length. A
 * body of other types, or of a status that is none, is left to the schema.
 */
const rejectionGiven: preValidationHookHandler = async (request, reply) => {
  const body = request.body as { status?: unknown; message?: unknown; template?: unknown } | null;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  if (!isApplicationStatus(body.status)) return;
  if (typeof body.message === 'string') {
    body.message = asTyped(body.message);
    if (body.message === '') delete body.message;
  }
  const { status, message, template } = body;
  const { t } = request.texts;
  const onlyWithRejection = t('validation.messageOnlyWithRejection');
  const { messageMaxLength } = rejectionLimits;
  const errors: FieldErrors =
    status !== 'rejected'
      ? {
          ...(message !== undefined && { message: [onlyWithRejection] }),
          ...(template !== undefined && { template: [onlyWithRejection] }),
        }
      : message !== undefined && template !== undefined
        ? { message: [t('validation.messageOrTemplate')] }
        : typeof message === 'string' && message.length > messageMaxLength
          ? { message: [t('validation.maxLength', { max: messageMaxLength })] }
          : {};
  if (!hasErrors(errors)) return;
  reply.code(422).send(validationFailed(errors, t));
  return reply;
};

/** A status change's words for a rejection, as rejectionGiven let them through. */
const rejectionOf = ({
  message,
  template,
}: {
  message?: string;
  template?: number;
}): Rejection => ({
  ...(message !== undefined && { message }),
  ...(template !== undefined && { template }),
});

/** The template chosen with a rejection is none of the poster's (another's, or deleted). */
function templateMissing(request: FastifyRequest, reply: FastifyReply) {
  const { t } = request.texts;
  return reply.code(422).send(validationFailed({ template: [t('validation.templateMissing')] }, t));
}

/**
 * The calls of applications. Everything here is private: a posting's applications and a CV reach
 * only the posting's owner (and the CV its applicant); anyone else, another member or a visitor
 * with no token or a dead one, gets the same 404, as if nothing were there (these calls take a
 * token without requiring one: openapi.yaml's `security` lists `{}`). Nothing goes through the read cache, so the fast lane never records any of it.
 */
export function applicationRoutes(
  applications: ApplicationService,
  limiter: RateLimiter,
  storedCv: StoredCvOf,
): OperationRoutes {
  /** The posting each apply request may apply to, found before its form is checked. */
  const postings = new WeakMap<FastifyRequest, Posting>();

  /**
   * Answers why the member cannot apply to the posting, before anything of the form. A slug with
   * control characters, which no posting has (and PostgreSQL would not compare), is left to the
   * schema check that follows.
   */
  const postingToApply: preValidationHookHandler = async (request, reply) => {
    const { slug } = request.params as { slug: string };
    if (!isWellFormedText(slug)) return;
    const found = await applications.posting(slug, signedIn(request).user.id);
    if (typeof found === 'string') return refuse(request, reply, found);
    postings.set(request, found);
  };

  return {
    apply: {
      preValidation: [
        limiter.attempts(
          { applicationsByAccount: byAccount },
          waitInMinutes('api.tooManyApplications'),
        ),
        postingToApply,
        noteAsTyped,
        checkApplication((request) => postings.get(request)),
      ],
      async handler(request, reply) {
        const posting = postings.get(request);
        // postingToApply lets no request without it through.
        if (!posting) throw new Error('The posting was not checked');
        const { note = '', stored_cv: storedCvId, answers } = request.body;
        const { user } = signedIn(request);
        const { t } = request.texts;
        const cv =
          storedCvId === undefined ? sentCv(request) : await storedCv(user.id, Number(storedCvId));
        if (!cv) {
          const errors = { stored_cv: [t('validation.storedCvMissing')] };
          return reply.code(422).send(validationFailed(errors, t));
        }
        // checkApplication let through only answers it read.
        const values = readAnswers(answers);
        if (values === 'unreadable') throw new Error('The answers were not checked');
        const outcome = await applications.apply(posting, user, {
          note,
          cv,
          answers: screeningAnswers(posting.job.screeningQuestions, values),
        });
        if ('refused' in outcome) return refuse(request, reply, outcome.refused);
        if ('appliedBefore' in outcome) {
          // A reader who chose no language reads the API's own messages in English (apiTextsOf):
          // the date inside one speaks it too.
          const { locale, language } = request.texts;
          const date = longDate(outcome.appliedBefore, locale === 'default' ? 'en' : language);
          return reply.code(409).send({
            message: t('api.alreadyApplied', { date }),
            applied_at: outcome.appliedBefore.toISOString(),
          });
        }
        return reply.code(201).send({ message: t('toast.applied'), data: outcome.applied });
      },
    },
    myApplications: {
      async handler(request, reply) {
        const data = await applications.mine(signedIn(request).user.id);
        return reply.send({ data });
      },
    },
    jobApplications: {
      async handler(request, reply) {
        const found =
          request.user && (await applications.forPosting(request.params.slug, request.user.id));
        if (!found) return reply.code(404).send({ message: request.texts.t('api.jobNotFound') });
        return reply.send(found);
      },
    },
    setApplicationStatus: {
      preValidation: rejectionGiven,
      async handler(request, reply) {
        const { status } = request.body;
        const application =
          request.user &&
          (await applications.setStatus(
            request.params.id,
            request.user.id,
            status,
            rejectionOf(request.body),
          ));
        const { t } = request.texts;
        if (!application) {
          return reply.code(404).send({ message: t('api.applicationNotFound') });
        }
        if (application === 'templateMissing') return templateMissing(request, reply);
        if (application === 'withdrawn') {
          return reply.code(409).send({ message: t('api.applicationWithdrawn') });
        }
        return reply.send({
          message: t('toast.applicationStatusSet', { status: t(`applicationStatus.${status}`) }),
          data: application,
        });
      },
    },
    moveApplications: {
      preValidation: rejectionGiven,
      async handler(request, reply) {
        const { ids, status } = request.body;
        const outcome =
          request.user &&
          (await applications.moveMany(
            request.params.slug,
            request.user.id,
            ids,
            status,
            rejectionOf(request.body),
          ));
        const { t } = request.texts;
        if (!outcome) return reply.code(404).send({ message: t('api.applicationNotFound') });
        if (outcome === 'templateMissing') return templateMissing(request, reply);
        const { applications: moved, withdrawn } = outcome;
        const message = movedApplicationsMessage(t, status, {
          moved: ids.length - withdrawn,
          withdrawn,
        });
        return reply.send({ message, data: moved });
      },
    },
    withdrawApplication: {
      async handler(request, reply) {
        const application = await applications.withdraw(request.params.id, signedIn(request).user);
        const { t } = request.texts;
        if (!application) {
          return reply.code(404).send({ message: t('api.applicationNotFound') });
        }
        return reply.send({ message: t('toast.withdrawn'), data: application });
      },
    },
    rateApplication: {
      async handler(request, reply) {
        const { rating } = request.body;
        const application =
          request.user && (await applications.rate(request.params.id, request.user.id, rating));
        const { t } = request.texts;
        if (!application) {
          return reply.code(404).send({ message: t('api.applicationNotFound') });
        }
        const message = t(rating === null ? 'toast.ratingCleared' : 'toast.rated');
        return reply.send({ message, data: application });
      },
    },
    addApplicationNote: {
      preValidation: reviewNoteGiven,
      async handler(request, reply) {
        const added =
          request.user &&
          (await applications.addNote(request.params.id, request.user.id, request.body.body));
        const { t } = request.texts;
        if (!added) return reply.code(404).send({ message: t('api.applicationNotFound') });
        if (added === 'full') {
          return reply
            .code(409)
            .send({ message: t('api.notesFull', { max: limits.applicationNotesMax }) });
        }
        return reply.code(201).send({ message: t('toast.noteAdded'), data: added });
      },
    },
    editApplicationNote: {
      preValidation: reviewNoteGiven,
      async handler(request, reply) {
        const { id, noteId } = request.params;
        const application =
          request.user &&
          (await applications.editNote(id, noteId, request.user.id, request.body.body));
        const { t } = request.texts;
        if (!application) return reply.code(404).send({ message: t('api.noteNotFound') });
        return reply.send({ message: t('toast.noteEdited'), data: application });
      },
    },
    deleteApplicationNote: {
      async handler(request, reply) {
        const { id, noteId } = request.params;
        const application =
          request.user && (await applications.deleteNote(id, noteId, request.user.id));
        const { t } = request.texts;
        if (!application) return reply.code(404).send({ message: t('api.noteNotFound') });
        return reply.send({ message: t('toast.noteDeleted'), data: application });
      },
    },
    applicationCv: {
      async handler(request, reply) {
        const cv = request.user && (await applications.cv(request.params.id, request.user.id));
        if (!cv) return reply.code(404).send({ message: request.texts.t('api.cvNotFound') });
        return sendCv(reply, cv);
      },
    },
  };
}
