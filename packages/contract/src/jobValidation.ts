// The job form's rules, apart from the account forms' (validation.ts): only the pages with a job
// form, and the server, load them and the list of countries they check against.
import type { Translate } from '@job/texts';
import { isApplyMethod } from './applications';
import { isCountryCode, readCountryList } from './countries';
import { limits } from './limits';
import { type SalaryFigures, salaryCurrencies, salaryPeriods } from './salary';
import { collect, type FieldErrors, isBlank, isValidEmail } from './validation';
import { isWebAddress } from './webAddress';
import { isWorkplaceSlug } from './workplaces';
import { isWorkTypeCode } from './workTypes';

/** The create form's text fields as typed, before they are checked. */
export interface CreateJobValues {
  title: string;
  salary: string;
  description: string;
  workType: number | string | null;
  detail: string;
  /** Optional: empty when not given. */
  company: string;
  location: string;
  /** A workplace slug, or empty for none. */
  workplace: string;
  /** The city's country (`countryCodes`); empty or absent for none. */
  country?: string;
  /** For remote work, the countries its applicants must live in: codes joined by commas. */
  applicantCountries?: string;
  /** How many days the posting is live, one of `limits.postingDays`; absent on an edit. */
  days?: number | string;
  /** How to apply (`applyMethods`); absent or empty means on the site, as for older clients. */
  applyMethod?: string;
  /** The https address or the email address, for the methods url and email. */
  applyTo?: string;
  /** Applications on the site must carry a cover note: `true`, as the form's box sends it. */
  coverNoteRequired?: string | boolean;
  /**
   * The salary as figures, the structured form's inputs: an amount or a range's lower end (empty
   * for none), its upper end, a currency and a period. A client that sends only the `salary` text
   * leaves them out: the text is read instead.
   */
  salaryMin?: string | number;
  salaryMax?: string | number;
  salaryCurrency?: string;
  salaryPeriod?: string;
}

export function maxLengthCheck(value: string, max: number, t: Translate): string | false {
  return value.trim().length > max && t('validation.maxLength', { max });
}

/** The text fields of a new job; the image is checked where the upload is decoded. */
export function validateCreateJob(
  values: CreateJobValues,
  t: Translate,
): FieldErrors<keyof CreateJobValues> {
  return collect({
    title: isBlank(values.title)
      ? [t('validation.titleRequired')]
      : [maxLengthCheck(values.title, limits.titleMaxLength, t)],
    salary: [maxLengthCheck(values.salary, limits.salaryMaxLength, t)],
    description: [maxLengthCheck(values.description, limits.briefMaxLength, t)],
    workType: [!isWorkTypeCode(Number(values.workType)) && t('validation.workTypeInvalid')],
    detail: [
      values.detail.length > limits.detailMaxLength &&
        t('validation.maxLength', { max: limits.detailMaxLength }),
    ],
    company: [maxLengthCheck(values.company, limits.companyMaxLength, t)],
    location: [maxLengthCheck(values.location, limits.locationMaxLength, t)],
    workplace: [
      values.workplace !== '' &&
        !isWorkplaceSlug(values.workplace) &&
        t('validation.workplaceInvalid'),
    ],
    country: [
      !!values.country &&
        !isCountryCode(values.country.trim().toUpperCase()) &&
        t('validation.countryInvalid'),
    ],
    applicantCountries: applicantCountriesChecks(values, t),
    days: [values.days !== undefined && !isPostingDays(values.days) && t('validation.daysInvalid')],
    applyMethod: [
      !!values.applyMethod &&
        !isApplyMethod(values.applyMethod) &&
        t('validation.applyMethodInvalid'),
    ],
    applyTo: applyToChecks(values.applyMethod, values.applyTo?.trim() ?? '', t),
    ...salaryChecks(values, t),
  });
}

/** Countries of the list, not too many, and only for remote work (anyone may work on site). */
function applicantCountriesChecks(values: CreateJobValues, t: Translate): (string | false)[] {
  const codes = readCountryList(values.applicantCountries);
  if (codes === undefined) return [t('validation.countryInvalid')];
  return [
    codes.length > limits.applicantCountriesMax &&
      t('validation.applicantCountriesTooMany', { max: limits.applicantCountriesMax }),
    codes.length > 0 &&
      values.workplace !== 'remote' &&
      t('validation.applicantCountriesRemoteOnly'),
  ];
}

/** An amount as a form or a JSON body gives it: digits with up to two decimals ('22,50' too). */
function amountOf(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (!/^\d{1,12}(?:[.,]\d{1,2})?$/.test(text)) return undefined;
  const amount = Number(text.replace(',', '.'));
  return amount > 0 ? amount : undefined;
}

const given = (value: string | number | undefined) => String(value ?? '').trim() !== '';

/** A range's upper end: an amount, above the lower end when that one is an amount too. */
function upperEndProblem(value: unknown, min: number | undefined, t: Translate): string | false {
  const max = amountOf(value);
  if (max === undefined) return t('validation.salaryAmountInvalid');
  return min !== undefined && max <= min && t('validation.salaryMaxBelowMin');
}

/** The figures' fields: an amount first; the rest only with it, each of its kind. */
function salaryChecks(values: CreateJobValues, t: Translate) {
  const min = amountOf(values.salaryMin);
  const withFigures = given(values.salaryMin);
  return {
    salaryMin: [
      withFigures
        ? min === undefined && t('validation.salaryAmountInvalid')
        : given(values.salaryMax) && t('validation.salaryMinRequired'),
    ],
    salaryMax: [
      withFigures && given(values.salaryMax) && upperEndProblem(values.salaryMax, min, t),
    ],
    salaryCurrency: [
      withFigures &&
        !(salaryCurrencies as readonly unknown[]).includes(values.salaryCurrency) &&
        t('validation.salaryCurrencyInvalid'),
    ],
    // Optional: the text of a posting made before figures may not have said it.
    salaryPeriod: [
      withFigures &&
        given(values.salaryPeriod) &&
        !(salaryPeriods as readonly unknown[]).includes(values.salaryPeriod) &&
        t('validation.salaryPeriodInvalid'),
    ],
  };
}

/**
 * The figures a form gives, or undefined when it gives none: its amount left empty, or a client
 * that sends the text alone. Meant for a form validateCreateJob let through; anything else it
 * does not read as figures gives undefined too.
 */
export function givenSalaryFigures(
  values: Partial<Record<'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod', unknown>>,
): SalaryFigures | undefined {
  const min = amountOf(values.salaryMin);
  const currency = salaryCurrencies.find((code) => code === values.salaryCurrency);
  if (min === undefined || currency === undefined) return undefined;
  return {
    min,
    max: amountOf(values.salaryMax) ?? null,
    currency,
    period: salaryPeriods.find((period) => period === values.salaryPeriod) ?? null,
  };
}

/** An address to apply at: an https URL for `url`, an email address for `email`, none for site. */
function applyToChecks(
  method: string | undefined,
  applyTo: string,
  t: Translate,
): (string | false)[] {
  if (method === 'url') {
    return [
      !isWebAddress(applyTo) && t('validation.applyUrlInvalid'),
      maxLengthCheck(applyTo, limits.applyToMaxLength, t),
    ];
  }
  if (method === 'email') return [!isValidEmail(applyTo) && t('validation.applyEmailInvalid')];
  return [];
}

/** One of the periods a posting can be live for, as a number or as a form field's text. */
export function isPostingDays(days: unknown): boolean {
  return (limits.postingDays as readonly number[]).some(
    (option) => days === option || days === String(option),
  );
}
