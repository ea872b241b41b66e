// A job's row as the API shows it (toJob), and the columns and conditions the queries of jobs share.
import {
  askedQuestion,
  isWorkplaceSlug,
  type Job,
  type WorkTypeCode,
  workTypeByCode,
} from '@job/contract';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Transaction } from '../cache/boardChanges';
import { auditLog, type JobRow, jobs, users } from '../db/schema';
import { imageUrl } from '../images/service';

export type { Job };

/**
 * A job's row with the name of the member who posted it (null once the account is gone), and for
 * its poster and the moderators why it was taken down (`moderationReason`).
 */
export type PostedJobRow = JobRow &
  CompanyOfJob & { postedBy: string | null; moderationReason?: string | null };

/** The company a job was posted as, read with it; all null for none. */
export interface CompanyOfJob {
  companySlug: string | null;
  companyName: string | null;
  companyLogo: string | null;
}

/**
 * The company's page of a job, read with it wherever it is read (a subquery by its primary key,
 * so no read of jobs needs a join of its own): a rename or a new logo shows at once. Named in
 * full, as drizzle names a lone table's columns bare.
 */
export const companyOfJobColumns = {
  companySlug: sql<string | null>`(SELECT c.slug FROM companies c WHERE c.id = jobs.company_id)`,
  companyName: sql<string | null>`(SELECT c.name FROM companies c WHERE c.id = jobs.company_id)`,
  companyLogo: sql<
    string | null
  >`(SELECT c.logo_name FROM companies c WHERE c.id = jobs.company_id)`,
};

/**
 * Why a hidden posting was taken down: the reason of its latest hide (a moderator's, or its
 * poster's suspension's); null for any other posting.
 */
export const moderationReason = sql<string | null>`CASE WHEN ${jobs.moderation} = 'hidden' THEN (
  SELECT ${auditLog.reason} FROM ${auditLog}
  WHERE ${auditLog.jobId} = ${jobs.id} AND ${auditLog.action} = 'hide'
  ORDER BY ${auditLog.id} DESC LIMIT 1) END`;

/** The field mapping of the reference server (ENGINEERING.md, section 3), and the newer fields. */
export function toJob(row: PostedJobRow, publicUrl = ''): Job {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    description2: row.description2,
    image: row.imageName === null ? null : imageUrl(row.imageName, publicUrl),
    type: workTypeByCode(row.workType)?.slug ?? 'full-time',
    salary: row.salary,
    salary_range: salaryRangeOf(row),
    info: row.info,
    save: row.save,
    work_type: row.workType as WorkTypeCode,
    created_at: row.createdAt.toISOString(),
    // Posted as a company: its name as it is now; otherwise the free text, if any.
    company: row.companyName ?? row.company,
    company_page:
      row.companySlug === null || row.companyName === null
        ? null
        : {
            slug: row.companySlug,
            name: row.companyName,
            logo: row.companyLogo === null ? null : imageUrl(row.companyLogo, publicUrl),
          },
    location: row.location,
    country: row.country,
    applicant_countries: row.applicantCountries,
    // The column's check admits only the slugs.
    workplace: isWorkplaceSlug(row.workplace) ? row.workplace : null,
    posted_by: row.postedBy,
    expires_at: row.expiresAt.toISOString(),
    // Past its moment before the sweep has turned it off, too.
    expired: isExpired(row),
    apply_method: row.applyMethod,
    apply_to: row.applyTo,
    cover_note_required: row.coverNoteRequired,
    // Which answers disqualify is the poster's alone (postingQuestions).
    screening_questions: row.screeningQuestions.map(askedQuestion),
    // Said only of a posting off the board, which only its poster and the moderators see.
    ...(row.moderation !== 'published' && { moderation: row.moderation }),
    ...(row.moderationReason && { moderation_reason: row.moderationReason }),
  };
}

/** The salary's figures, when it has them (the columns' check keeps them whole). */
export function salaryRangeOf(
  row: Pick<JobRow, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>,
): Job['salary_range'] {
  if (row.salaryMin === null || row.salaryCurrency === null) return null;
  return {
    min: row.salaryMin,
    max: row.salaryMax,
    currency: row.salaryCurrency,
    period: row.salaryPeriod,
  };
}

/** Past its expiry, also before the sweep has turned it off. */
export function isExpired(row: Pick<JobRow, 'live' | 'expiresAt' | 'moderation'>): boolean {
  // A posting off the board is not live either, without having expired.
  return (!row.live && row.moderation === 'published') || row.expiresAt <= new Date();
}

/** The columns of a job and its poster's name; select from jobs left-joined to users. */
export const postedJobColumns = {
  ...getTableColumns(jobs),
  ...companyOfJobColumns,
  postedBy: users.name,
};

/** Live jobs only: the bare column, so the planner matches the list indexes' `WHERE live`. */
export const isLive = sql`${jobs.live}`;

/** On the board or expired, but neither awaiting approval nor hidden: what a visitor may reach. */
export const isPublished = eq(jobs.moderation, 'published');

/** What `live` becomes as a posting is published (restored, approved): unless it expired meanwhile. */
export const notYetExpired = sql`${jobs.expiresAt} > now()`;

/** `days` days from the transaction's moment. */
export const daysFromNow = (days: number) => sql`now() + make_interval(days => ${days}::int)`;

/** A job's row and its poster's name, inside the write that changed it. */
export async function postedRow(tx: Transaction, id: number): Promise<PostedJobRow> {
  const [row] = await tx
    .select(postedJobColumns)
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.userId))
    .where(eq(jobs.id, id));
  if (!row) throw new Error(`Job ${id} is not there`);
  return row;
}
