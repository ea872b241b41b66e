// What a member has of the jobs: their own postings (with their applications counted), the jobs
// they saved, and saving one.
import type { components, PosterQuestion } from '@job/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BoardChanges } from '../cache/boardChanges';
import type { Database } from '../db/connect';
import { applications, jobs, saves, users } from '../db/schema';
import {
  isPublished,
  type Job,
  moderationReason,
  type PostedJobRow,
  postedJobColumns,
} from './jobRows';

export type SaveState = components['schemas']['SaveState'];

export function createMemberJobs(
  db: Database,
  changes: Pick<BoardChanges, 'write'>,
  asJob: (row: PostedJobRow) => Job,
) {
  return {
    /**
     * The member's own job of this slug, and its screening questions as they set them (with what
     * disqualifies); undefined when there is none or it is another's.
     */
    async ownPosting(
      slug: string,
      userId: number,
    ): Promise<{ job: Job; questions: PosterQuestion[] } | undefined> {
      const [row] = await db
        .select(postedJobColumns)
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(and(eq(jobs.slug, slug), eq(jobs.userId, userId)));
      return row && { job: asJob(row), questions: row.screeningQuestions };
    },

    /**
     * Saves or unsaves the job for the member; doing it twice changes nothing. The saves' trigger
     * keeps the job's save. Undefined when no job has the slug.
     */
    setSaved: (slug: string, userId: number, saved: boolean): Promise<SaveState | undefined> =>
      changes.write(async (tx, announce) => {
        // Key share: a delete of the job waits for this save, or this read waits for the delete.
        const [job] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.slug, slug), isPublished))
          .for('key share');
        if (!job) return undefined;
        // The count shows in the job's detail and in every list page, feed and page showing it;
        // no list's members change.
        announce({ kind: saved ? 'saved' : 'unsaved', slug });
        const pair = and(eq(saves.userId, userId), eq(saves.jobId, job.id));
        if (saved) await tx.insert(saves).values({ userId, jobId: job.id }).onConflictDoNothing();
        else await tx.delete(saves).where(pair);
        const [now] = await tx.select({ save: jobs.save }).from(jobs).where(eq(jobs.id, job.id));
        return { saved, save: now?.save ?? 0 };
      }),

    /** The jobs the member saved, newest saved first, expired ones too. */
    async savedBy(userId: number): Promise<Job[]> {
      const rows = await db
        .select(postedJobColumns)
        .from(saves)
        .innerJoin(jobs, eq(jobs.id, saves.jobId))
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(and(eq(saves.userId, userId), isPublished))
        .orderBy(desc(saves.createdAt), desc(jobs.id));
      return rows.map(asJob);
    },

    /**
     * The jobs the member posted, newest first, expired ones too, each with its applications
     * counted: in one query, the counts grouped over the member's postings.
     */
    async postedBy(userId: number): Promise<Job[]> {
      const counts = db
        .select({
          jobId: applications.jobId,
          total: count().as('total'),
          fresh: count(
            sql`CASE WHEN ${applications.status} = 'new' AND ${applications.withdrawnAt} IS NULL THEN 1 END`,
          ).as('fresh'),
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(jobs.userId, userId))
        .groupBy(applications.jobId)
        .as('counts');
      const rows = await db
        .select({
          ...postedJobColumns,
          moderationReason,
          total: counts.total,
          fresh: counts.fresh,
        })
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.userId))
        .leftJoin(counts, eq(counts.jobId, jobs.id))
        .where(eq(jobs.userId, userId))
        .orderBy(desc(jobs.id));
      return rows.map(({ total, fresh, ...row }) => ({
        ...asJob(row),
        applications: { total: total ?? 0, new: fresh ?? 0 },
      }));
    },
  };
}
