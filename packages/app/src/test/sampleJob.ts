import type { Job } from '@job/contract';

/** A job as the API answers it, named by its slug. */
export function sampleJob(slug: string, changes: Partial<Job> = {}): Job {
  return {
    id: 1,
    title: `Title of ${slug}`,
    slug,
    description: `<p>Detail of ${slug}</p>`,
    description2: `Detail of ${slug}`,
    image: null,
    type: 'full-time',
    salary: '100',
    salary_range: null,
    info: `Brief of ${slug}`,
    save: 0,
    work_type: 1,
    created_at: '2026-11-23T00:00:00.000Z',
    company: null,
    location: null,
    country: null,
    applicant_countries: [],
    workplace: 'remote',
    posted_by: null,
    expires_at: '2026-12-23T00:00:00.000Z',
    expired: false,
    apply_method: 'site',
    apply_to: null,
    cover_note_required: false,
    screening_questions: [],
    company_page: null,
    ...changes,
  };
}
