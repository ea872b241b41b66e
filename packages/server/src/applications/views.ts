// What the applicant and the poster each see of an application, from its row and its CV's.
import type {
  Application,
  ApplicationNote,
  ApplicationStage,
  CvFile,
  MyApplication,
} from '@job/contract';
import {
  type ApplicationRow,
  applicationCvs,
  applications,
  type JobRow,
  type UserRow,
} from '../db/schema';
import { isExpired } from '../jobs/jobRows';

/**
 * The columns of an application the views show, and a list reads alone: each column more is work
 * on every row of a list a thousand applications long.
 */
export const shownColumns = {
  id: applications.id,
  status: applications.status,
  note: applications.note,
  answers: applications.answers,
  disqualified: applications.disqualified,
  createdAt: applications.createdAt,
  statusChangedAt: applications.statusChangedAt,
  withdrawnAt: applications.withdrawnAt,
  rating: applications.rating,
  jobTitle: applications.jobTitle,
  jobCompany: applications.jobCompany,
  jobLocation: applications.jobLocation,
  rejectionMessage: applications.rejectionMessage,
};

type ShownApplication = Pick<ApplicationRow, keyof typeof shownColumns>;

/** A CV's name and size, never its bytes: what the lists show. */
export const cvColumns = { cvName: applicationCvs.name, cvSize: applicationCvs.size };

type CvColumns = { cvName: string | null; cvSize: number | null };

function cvFileOf({ cvName, cvSize }: CvColumns): CvFile | null {
  return cvName === null || cvSize === null ? null : { name: cvName, size: cvSize };
}

/** What the applicant and the poster both see of an application, and its stages (none yet). */
function common(row: ShownApplication, cv: CvColumns, stages: ApplicationStage[] = []) {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    stages,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    cv: cvFileOf(cv),
    // Kept with a rejection alone (pipeline.ts): read so, whatever a row says.
    rejection_message: row.status === 'rejected' ? row.rejectionMessage : null,
  };
}

/** The applicant's view: what they applied to as it was, and where that posting is now. */
export function toMyApplication(
  row: ShownApplication,
  job: Pick<JobRow, 'slug' | 'live' | 'expiresAt' | 'moderation'> | null,
  cv: CvColumns,
  stages?: ApplicationStage[],
): MyApplication {
  return {
    ...common(row, cv, stages),
    // Whether an answer disqualifies is the poster's to know.
    answers: row.answers.map(({ disqualifying: _disqualifying, ...given }) => given),
    posting: {
      title: row.jobTitle,
      company: row.jobCompany,
      location: row.jobLocation,
      // A posting a moderator took down (or that awaits approval) reads as removed, as it answers.
      slug: job?.moderation === 'published' ? job.slug : null,
      state:
        job === null || job.moderation !== 'published'
          ? 'removed'
          : isExpired(job)
            ? 'expired'
            : 'live',
    },
  };
}

/** The poster's view: who applied, and the poster's own rating and notes. */
export function toApplication(
  row: ShownApplication,
  applicant: Pick<UserRow, 'name' | 'email' | 'language'>,
  cv: CvColumns,
  { stages, notes = [] }: { stages?: ApplicationStage[]; notes?: ApplicationNote[] } = {},
): Application {
  return {
    ...common(row, cv, stages),
    answers: row.answers,
    disqualified: row.disqualified,
    rating: row.rating,
    notes,
    applicant: { name: applicant.name, email: applicant.email, language: applicant.language },
  };
}
