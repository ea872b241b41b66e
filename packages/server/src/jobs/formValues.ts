// A create or edit form's fields as the job service takes them: trimmed, checked with the
// contract's rules, and the company it is posted as, if any.
import {
  type FieldErrors,
  givenSalaryFigures,
  isApplyMethod,
  isWorkplaceSlug,
  readCountryList,
  readSalary,
  salaryText,
  validateCreateJob,
  type WorkTypeCode,
} from '@job/contract';
import type { Translate } from '@job/texts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { signedIn } from '../auth/routes';
import type { MemberCompany } from '../companies/membership';
import { validationFailed } from '../openapi/errors';
import { isWellFormedText } from '../openapi/validation';
import { givenScreeningQuestions, onTheSite, screeningQuestionErrors } from './screening';

export const jobFields = [
  'title',
  'salary',
  'description',
  'workType',
  'detail',
  'company',
  'location',
  'workplace',
  'country',
  'applicantCountries',
  'applyMethod',
  'applyTo',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
] as const;

/** The text fields trimmed before they are checked and stored. */
export const trimmedJobFields = [
  ...['title', 'salary', 'description', 'company', 'location', 'applyTo', 'companySlug'],
  ...['country', 'applicantCountries'],
];

export const createJobFields = [...jobFields, 'days'] as const;

/**
 * The contract's rules for a job's fields and its screening questions. A `days` left out (an edit
 * has none) or empty is not the contract's to judge: the schema refuses an empty one, and none
 * means the default.
 */
export function jobFieldErrors(
  values: Record<(typeof jobFields)[number], string> & { days?: string },
  t: Translate,
  body: Record<string, unknown>,
): FieldErrors {
  return {
    ...validateCreateJob({ ...values, days: values.days || undefined }, t),
    ...screeningQuestionErrors(body, t),
  };
}

/**
 * A job's fields from a create or edit form, as the service takes them. Its salary is the figures
 * given, written as text in the request's language, or the text given, read into figures if it can be.
 */
export function jobValues(
  body: Partial<Record<(typeof jobFields)[number], string | number>> & {
    coverNoteRequired?: unknown;
    screeningQuestions?: unknown;
  },
  texts: FastifyRequest['texts'],
) {
  const typed = String(body.salary ?? '');
  const figures = givenSalaryFigures(body);
  return {
    title: String(body.title ?? ''),
    salary: figures ? salaryText(figures, texts) : typed,
    salaryFigures: figures ?? readSalary(typed) ?? null,
    description: String(body.description ?? ''),
    workType: Number(body.workType) as WorkTypeCode,
    detail: String(body.detail ?? ''),
    company: givenOrNull(body.company),
    location: givenOrNull(body.location),
    // checkBody admits a slug or nothing, as it does a country code and a list of them.
    workplace: isWorkplaceSlug(body.workplace) ? body.workplace : null,
    country: givenOrNull(body.country)?.toUpperCase(),
    applicantCountries: readCountryList(String(body.applicantCountries ?? '')) ?? [],
    // Empty or left out (the original client sends none): on the site.
    applyMethod: isApplyMethod(body.applyMethod) ? body.applyMethod : 'site',
    applyTo: givenOrNull(body.applyTo),
    coverNoteRequired: flagOf(body.coverNoteRequired),
    // Checked (jobFieldErrors) on the site; off it a posting asks none, whatever was sent.
    screeningQuestions: onTheSite(body)
      ? givenScreeningQuestions(body.screeningQuestions)
      : undefined,
  };
}

/** A yes or no as JSON or a form field sends it; undefined when left out or empty. */
function flagOf(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** What a form leaves empty is not given: stored as null. */
export const givenOrNull = (text: string | number | undefined) => (text ? String(text) : null);

/** The company each request posts as, once `postingCompanyChecked` has found it; none for none. */
const postingCompanies = new WeakMap<FastifyRequest, MemberCompany>();

/**
 * The form's `companySlug`, when given, must name a company the member belongs to (any role),
 * else a 422 on the field; empty or left out, the member posts alone. Checked after the form's
 * other fields; a text the schema refuses is left to it.
 */
export function postingCompanyChecked(
  companyOf: (memberId: number, slug: string) => Promise<MemberCompany | undefined>,
): preValidationHookHandler {
  return async (request, reply) => {
    const slug = (request.body as { companySlug?: unknown } | null)?.companySlug;
    if (typeof slug !== 'string' || slug === '') return;
    if (slug.length > 200 || !isWellFormedText(slug)) return;
    const company = await companyOf(signedIn(request).user.id, slug);
    if (company) {
      postingCompanies.set(request, company);
      return;
    }
    const { t } = request.texts;
    reply
      .code(422)
      .send(validationFailed({ companySlug: [t('validation.companySlugNotYours')] }, t));
    return reply;
  };
}

/** The company a create or edit posts as: its id and name (the job's `company`), or none. */
export function postedAs(request: FastifyRequest): { companyId: number | null; company?: string } {
  const company = postingCompanies.get(request);
  return company ? { companyId: company.id, company: company.name } : { companyId: null };
}
