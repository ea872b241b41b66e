import type { Job, SalaryPeriod, WorkTypeSlug } from '@job/contract';

/** schema.org's employment types for ours; a freelancer works to a contract. */
const employmentTypes: Record<WorkTypeSlug, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  freelance: 'CONTRACTOR',
};

/**
 * The board serves Türkiye: the country a job without a city is placed in, and where a remote
 * job's applicants may live (Google asks remote postings for at least one country).
 */
const boardCountry = { code: 'TR', name: 'Türkiye' } as const;

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
  | 'workplace'
  | 'posted_by'
  | 'expires_at'
  | 'expired'
  | 'apply_method'
  | 'moderation'
>;

/** Where the job is: its city; remote work, anywhere in the board's country; else that country. */
function place(job: PostedJob) {
  const remote = job.workplace === 'remote';
  const address = job.location
    ? { '@type': 'PostalAddress', addressLocality: job.location }
    : { '@type': 'PostalAddress', addressCountry: boardCountry.code };
  return {
    ...(job.location || !remote ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: boardCountry.name },
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
