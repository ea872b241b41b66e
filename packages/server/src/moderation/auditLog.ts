// The audit log: who did what to which posting or member, and why, written in the action's own
// transaction; and the entries of postings and members as the queue shows them.
import type { AuditEntry } from '@job/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../cache/boardChanges';
import type { Database } from '../db/connect';
import {
  type AuditRow,
  auditLog,
  type JobRow,
  jobs,
  type ModerationAction,
  type UserRow,
} from '../db/schema';

/** Who acts: a moderator, or the command line (`pnpm admin`), which has no account. */
export type Actor = Pick<UserRow, 'id' | 'name'> | 'command line';

function toAuditEntry(row: AuditRow, jobTitle: string | null): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: row.actorName,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    job_slug: row.jobSlug,
    job_title: jobTitle,
    member_id: row.memberId,
    ...(row.changed && { changed: row.changed }),
  };
}

/** Writes who did what to whom, and why, in the action's transaction. */
export async function audit(
  tx: Database | Transaction,
  actor: Actor,
  action: ModerationAction,
  reason: string,
  target: { job?: Pick<JobRow, 'id' | 'slug'>; memberId?: number | null },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor === 'command line' ? null : actor.id,
    actorName: actor === 'command line' ? null : actor.name,
    action,
    jobId: target.job?.id ?? null,
    jobSlug: target.job?.slug ?? null,
    memberId: target.memberId ?? null,
    reason,
  });
}

/** The audit entries of these postings and members, newest first, grouped by each. */
export async function logsOf(db: Database, jobIds: number[], memberIds: number[]) {
  const rows =
    jobIds.length + memberIds.length === 0
      ? []
      : await db
          .select({ row: auditLog, jobTitle: jobs.title })
          .from(auditLog)
          // Each entry names its posting by its title now (a member's log spans their postings).
          .leftJoin(jobs, eq(jobs.id, auditLog.jobId))
          .where(
            sql`${jobIds.length > 0 ? inArray(auditLog.jobId, jobIds) : sql`false`} OR ${
              memberIds.length > 0 ? inArray(auditLog.memberId, memberIds) : sql`false`
            }`,
          )
          .orderBy(desc(auditLog.id));
  const byJob = new Map<number, AuditEntry[]>();
  const byMember = new Map<number, AuditEntry[]>();
  for (const { row, jobTitle } of rows) {
    const entry = toAuditEntry(row, jobTitle);
    if (row.jobId !== null) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), entry]);
    if (row.memberId !== null) {
      byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), entry]);
    }
  }
  return { byJob, byMember };
}
