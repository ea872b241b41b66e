import type { WorkTypeSlug } from '@job/contract';
import type { Job } from './api/client';

/** schema.org's employment types for ours; a freelancer works to a contract. */
const employmentTypes: Record<WorkTypeSlug, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  freelance: 'CONTRACTOR',
};

/**
 * The job as schema.org JobPosting data for search engines, ready to be the text of a
 * `<script type="application/ld+json">`.
 */
export function jobPostingJsonLd(job: Job, origin: string): string {
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.created_at,
    employmentType: employmentTypes[job.type],
    ...(job.image ? { image: new URL(job.image, origin).href } : {}),
  };
  // No text of a job may end the script element early: `<` is written as its JSON escape.
  return JSON.stringify(posting).replace(/</g, '\\u003c');
}
