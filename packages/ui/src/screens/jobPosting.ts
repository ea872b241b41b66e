import type { Job, SalaryPeriod, WorkTypeSlug } from '@job/contract';
import { countryName } from '../texts/countryNames';

/** schema.org's employment types for ours; a freelancer works to a contract. */
const employmentTypes: Record<WorkTypeSlug, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  freelance: 'CONTRACTOR',
};

/**
 * The board serves Türkiye: the country of a job that names no place, and where a remote job's
 * applicants may live when it names neither them nor a country (Google asks remote postings for
 * at least one).
 */
const boardCountry = 'TR';

type PostedJob = Pick<
  Job,
  | 'id'
  | 'title'
  | 'description'
  | 'created_at'
  | 'type'
  | 'image'
  | 'salary_range'
  | 'company'
  | 'location'
  | 'country'
  | 'workplace'
  | 'applicant_countries'
  | 'posted_by'
  | 'expires_at'
  | 'expired'
  | 'apply_method'
  | 'moderation'
>;

/**
 * Where the job is: its city and country (the board's when it names neither); remote work, with
 * the countries its applicants must live in.
 */
function place(job: PostedJob) {
  const remote = job.workplace === 'remote';
  const country = job.country ?? (job.location ? undefined : boardCountry);
  const address = {
    '@type': 'PostalAddress',
    ...(job.location && { addressLocality: job.location }),
    ...(country && { addressCountry: country }),
  };
  const applicantCountries =
    job.applicant_countries.length > 0 ? job.applicant_countries : [job.country ?? boardCountry];
  return {
    ...(job.location || !remote ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: applicantCountries.map((code) => ({
            '@type': 'Country',
            name: countryName('en', code),
          })),
        }
      : {}),
  };
}

/** schema.org's units of a salary's period. */
const unitTexts: Record<SalaryPeriod, string> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

/** The salary as a MonetaryAmount, when it has figures; a text that is none ('Görüşülür') gives none. */
function baseSalary(salary: Job['salary_range']) {
  if (!salary) return {};
  const { min, max, currency, period } = salary;
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(max === null ? { value: min } : { minValue: min, maxValue: max }),
        ...(period ? { unitText: unitTexts[period] } : {}),
      },
    },
  };
}

/**
 * The job as schema.org JobPosting data for search engines, ready to be the text of a
 * `<script type="application/ld+json">`, valid through its expiry. An expired job gets none:
 * Google asks that a filled or lapsed posting stop claiming to be open; nor does one off the board,
 * which only its poster and the moderators see. `boardName` hires when the
 * job names no company and its poster is gone: the board itself.
 */
export function jobPostingJsonLd(
  job: PostedJob,
  origin: string,
  boardName: string,
): string | undefined {
  if (job.expired || job.moderation) return undefined;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.created_at,
    validThrough: job.expires_at,
    employmentType: employmentTypes[job.type],
    // The board's own number for it, which stays when its title (and so its slug) is edited.
    identifier: { '@type': 'PropertyValue', name: boardName, value: String(job.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company || job.posted_by || boardName,
      // A posting's picture is its employer's logo (the form asks for one), when it names one.
      ...(job.company && job.image ? { logo: new URL(job.image, origin).href } : {}),
    },
    ...place(job),
    ...baseSalary(job.salary_range),
    // Google's 'Apply' link leads here: true when the board's own form takes the application.
    directApply: job.apply_method === 'site',
    ...(job.image ? { image: new URL(job.image, origin).href } : {}),
  };
  // No text of a job may end the script element early: `<` is written as its JSON escape.
  return JSON.stringify(posting).replace(/</g, '\\u003c');
}
