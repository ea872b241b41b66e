// The moderators' queue: the reported postings, those awaiting approval and those hidden lately,
// each with its reports, its poster and both their logs.
import type { ModerationQueue, QueueItem } from '@job/contract';
import { asc, count, desc, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobs, type ModerationState, reports, users } from '../db/schema';
import { companyOfJobColumns, moderationReason, toJob } from '../jobs/jobRows';
import { logsOf } from './auditLog';

/** The hidden postings the queue lists, the newest first, for a moderator to restore. */
const hiddenShown = 50;

export function createModerationQueue(db: Database, publicUrl: string) {
  /** The queue's items for these postings, in their order, with reports, posters and logs. */
  async function itemsOf(ids: number[]): Promise<QueueItem[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ job: jobs, poster: users, moderationReason, ...companyOfJobColumns })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(inArray(jobs.id, ids));
    const reportRows = await db
      .select()
      .from(reports)
      .where(inArray(reports.jobId, ids))
      .orderBy(desc(reports.id));
    const posterIds = rows.flatMap(({ poster }) => (poster ? [poster.id] : []));
    const { byJob, byMember } = await logsOf(db, ids, posterIds);
    const found = new Map(rows.map((row) => [row.job.id, row]));
    return ids.flatMap((id) => {
      const row = found.get(id);
      if (!row) return [];
      const { job, poster } = row;
      return [
        {
          job: toJob(
            {
              ...job,
              companySlug: row.companySlug,
              companyName: row.companyName,
              companyLogo: row.companyLogo,
              postedBy: poster?.name ?? null,
              moderationReason: row.moderationReason,
            },
            publicUrl,
          ),
          poster: poster && {
            id: poster.id,
            name: poster.name,
            email: poster.email,
            suspended: poster.suspendedAt !== null,
            log: byMember.get(poster.id) ?? [],
          },
          reports: reportRows
            .filter((report) => report.jobId === id)
            .map((report) => ({
              id: report.id,
              reason: report.reason,
              note: report.note,
              created_at: report.createdAt.toISOString(),
              by_member: report.reporterId !== null,
            })),
          log: byJob.get(id) ?? [],
        },
      ];
    });
  }

  return {
    /** The queue: reported postings, those awaiting approval, and those hidden lately. */
    async queue(): Promise<ModerationQueue> {
      const reported = await db
        .select({ id: reports.jobId, total: count(), first: min(reports.createdAt) })
        .from(reports)
        .innerJoin(jobs, eq(jobs.id, reports.jobId))
        .where(eq(jobs.moderation, 'published'))
        .groupBy(reports.jobId)
        .orderBy(desc(count()), asc(min(reports.createdAt)), asc(reports.jobId));
      const offBoard = (state: ModerationState, order: 'oldest' | 'newest', limit?: number) => {
        const query = db
          .select({ id: jobs.id })
          .from(jobs)
          .where(eq(jobs.moderation, state))
          .orderBy(order === 'oldest' ? asc(jobs.id) : desc(jobs.id));
        return limit === undefined ? query : query.limit(limit);
      };
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      return {
        reported: await itemsOf(ids(reported)),
        pending: await itemsOf(ids(await offBoard('pending', 'oldest'))),
        hidden: await itemsOf(ids(await offBoard('hidden', 'newest', hiddenShown))),
      };
    },

    /** The posting of `slug` as the queue shows it, whatever its state; undefined when none. */
    async item(slug: string): Promise<QueueItem | undefined> {
      const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.slug, slug));
      const [item] = job ? await itemsOf([job.id]) : [];
      return item;
    },
  };
}
