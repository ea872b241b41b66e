import type { Application, MyApplication } from '@job/contract';

/** The CV of every sample application of the member's. */
export const sampleCv = { name: 'ayse-cv.pdf', size: 24 };

/** One of the member's applications as the API answers it, to the posting of `slug`. */
export function myApplication(id: number, slug: string | null = `job-${id}`): MyApplication {
  return {
    id,
    status: 'new',
    note: `Note ${id}`,
    created_at: `2026-11-2${id}T10:00:00.000Z`,
    status_changed_at: null,
    stages: [],
    withdrawn_at: null,
    posting: { title: `Title ${id}`, company: null, location: null, slug, state: 'live' },
    cv: sampleCv,
    answers: [],
    rejection_message: null,
  };
}

/** An application to the poster's posting as the API answers it, with what a test changes. */
export function application(id: number, changes: Partial<Application> = {}): Application {
  return {
    id,
    status: 'new',
    note: `Note ${id}`,
    created_at: '2026-11-24T10:00:00.000Z',
    status_changed_at: null,
    stages: [],
    withdrawn_at: null,
    rating: null,
    notes: [],
    applicant: { name: `Applicant ${id}`, email: `applicant${id}@job.test`, language: 'tr' },
    cv: { name: `cv-${id}.pdf`, size: 2048 },
    answers: [],
    disqualified: false,
    rejection_message: null,
    ...changes,
  };
}
