// Reports: a member or a visitor tells the moderators about a published posting, once each.
import { createHash } from 'node:crypto';
import type { ReportReason } from '@job/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { isForeignKeyViolation } from '../db/errors';
import { jobs, reports } from '../db/schema';

/**
 * Who reports: a member, by account, or a visitor, by the `visitor` cookie their browser got from
 * an earlier report (a new one when it has none) and by their address.
 */
export type Reporter = { memberId: number } | { cookie: string; address: string };

/** What a visitor's report keeps of a cookie or an address: enough to recognise it, not it. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export function createReports(db: Database) {
  return {
    /**
     * Files a report of a published posting (one awaiting approval or hidden is not there for
     * the reporter). A member reports a posting once, and so does a visitor: a second report from
     * the same browser or the same address is a duplicate.
     */
    async report(
      slug: string,
      reporter: Reporter,
      reason: ReportReason,
      note: string | null,
    ): Promise<true | 'missing' | 'duplicate'> {
      const [job] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.slug, slug), eq(jobs.moderation, 'published')));
      if (!job) return 'missing';
      const by =
        'memberId' in reporter
          ? { reporterId: reporter.memberId }
          : { visitorCookie: digest(reporter.cookie), visitorAddress: digest(reporter.address) };
      try {
        const filed = await db
          .insert(reports)
          .values({ jobId: job.id, reason, note, ...by })
          // Any of the three unique indexes: this account, this browser or this address.
          .onConflictDoNothing()
          .returning({ id: reports.id });
        return filed.length > 0 ? true : 'duplicate';
      } catch (error) {
        // The posting went between the read and the insert.
        if (isForeignKeyViolation(error)) return 'missing';
        throw error;
      }
    },
  };
}
