import { createHash } from 'node:crypto';
import {
  type AuditEntry,
  hrefs,
  type ModerationJobAction,
  type ModerationQueue,
  type QueueItem,
  type ReportReason,
} from '@job/contract';
import type { ModerationDecision } from '@job/emails';
import { and, asc, count, desc, eq, inArray, isNotNull, min, ne, sql } from 'drizzle-orm';
import type { BoardChanges, Transaction } from '../cache/boardChanges';
import { visibilityChanged } from '../cache/keys';
import type { Database } from '../db/connect';
import { isForeignKeyViolation } from '../db/errors';
import {
  type AuditRow,
  auditLog,
  type JobRow,
  jobs,
  type ModerationAction,
  type ModerationState,
  type Role,
  reports,
  tokens,
  type UserRow,
  users,
} from '../db/schema';
import { type JobAlerts, moderationReason, notYetExpired, toJob } from '../jobs/service';
import { memberMail } from '../mail/memberMail';
import type { MailOutbox } from '../mail/outbox';

export interface ModerationServiceOptions {
  db: Database;
  changes: Pick<BoardChanges, 'write'>;
  outbox: MailOutbox;
  /** The site's origin, which makes the links in mails absolute (web/origin.ts). */
  origin: () => string;
  publicUrl?: string | undefined;
  /**
   * The saved searches a posting is matched against once a moderator puts it on the lists, as a
   * live create's is (MODERATION=pre: a pending posting matched nothing yet).
   */
  alerts?: JobAlerts | undefined;
  /**
   * An address a person reads (SUPPORT_EMAIL): the Reply-To of the mail that invites a reply (a
   * suspension's). Without it that mail does not invite one: the From is no-reply.
   */
  supportEmail?: string | undefined;
}

/** Who acts: a moderator, or the command line (`pnpm admin`), which has no account. */
export type Actor = Pick<UserRow, 'id' | 'name'> | 'command line';

/** Why a report or an action was not taken. */
export type ModerationRefusal = 'missing' | 'duplicate' | 'conflict';

/**
 * Who reports: a member, by account, or a visitor, by the `visitor` cookie their browser got from
 * an earlier report (a new one when it has none) and by their address.
 */
export type Reporter = { memberId: number } | { cookie: string; address: string };

/** What a visitor's report keeps of a cookie or an address: enough to recognise it, not it. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export type ModerationService = ReturnType<typeof createModerationService>;

/**
 * The state a posting must be in for each action, the state it is left in, and what its poster is
 * told. Reports found groundless (keep) tell the poster nothing: the poster of a scam would learn
 * it was looked at.
 */
const transitions: Record<
  ModerationJobAction,
  { from: readonly ModerationState[]; to: ModerationState; decision: ModerationDecision | null }
> = {
  keep: { from: ['published'], to: 'published', decision: null },
  hide: { from: ['published', 'pending'], to: 'hidden', decision: 'hidden' },
  restore: { from: ['hidden'], to: 'published', decision: 'restored' },
  approve: { from: ['pending'], to: 'published', decision: 'approved' },
};

/** The hidden postings the queue lists, the newest first, for a moderator to restore. */
const hiddenShown = 50;

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
async function audit(
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

/** The member of this address, as the command line names them; undefined when none has it. */
export async function memberByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [member] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return member;
}

/**
 * Makes the member of `email` a moderator (`grant`) or a member again (`revoke`), written to the
 * audit log; undefined when no member has the address. Only the command line (`pnpm admin`) calls
 * it, directly or through the running server's admin socket: the API has no way to it.
 */
export function setRole(db: Database, email: string, role: Role): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ role })
      .where(sql`lower(${users.email}) = lower(${email})`)
      .returning();
    if (!member) return undefined;
    const action = role === 'moderator' ? 'grant' : 'revoke';
    await audit(tx, 'command line', action, 'pnpm admin', { memberId: member.id });
    return member;
  });
}

/**
 * Reports, the moderators' queue and their actions, and the roles. Every action is written to the
 * audit log and mails the member it concerns in its own transaction; those that change what
 * visitors read go through `changes.write` and touch what a create or delete of the posting would,
 * so every instance's read cache, fast lane and kept pages drop it as they would a deleted one.
 */
export function createModerationService({
  db,
  changes,
  outbox,
  origin,
  publicUrl = '',
  alerts,
  supportEmail,
}: ModerationServiceOptions) {
  const { linkFor, prepare } = memberMail(origin);

  /** The audit entries of these postings and members, newest first, grouped by each. */
  async function logsOf(jobIds: number[], memberIds: number[]) {
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

  /** The queue's items for these postings, in their order, with reports, posters and logs. */
  async function itemsOf(ids: number[]): Promise<QueueItem[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ job: jobs, poster: users, moderationReason })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(inArray(jobs.id, ids));
    const reportRows = await db
      .select()
      .from(reports)
      .where(inArray(reports.jobId, ids))
      .orderBy(desc(reports.id));
    const posterIds = rows.flatMap(({ poster }) => (poster ? [poster.id] : []));
    const { byJob, byMember } = await logsOf(ids, posterIds);
    const found = new Map(rows.map((row) => [row.job.id, row]));
    return ids.flatMap((id) => {
      const row = found.get(id);
      if (!row) return [];
      const { job, poster } = row;
      return [
        {
          job: toJob(
            { ...job, postedBy: poster?.name ?? null, moderationReason: row.moderationReason },
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

  /** Where each decision's mail leads: a suspended member cannot sign in, a lifted one can. */
  const decisionLinks: Record<ModerationDecision, string> = {
    hidden: hrefs.profile(),
    restored: hrefs.profile(),
    approved: hrefs.profile(),
    suspended: hrefs.home(),
    unsuspended: hrefs.login(),
  };

  /**
   * The mail telling the member what was decided, and why (`reason`; null when the command line
   * gave none). A suspension's invites a reply when a person reads SUPPORT_EMAIL, its Reply-To.
   */
  async function decisionMail(
    member: UserRow,
    decision: ModerationDecision,
    reason: string | null,
    jobTitle: string | null,
  ) {
    const replyTo = decision === 'suspended' ? supportEmail : undefined;
    const mail = await prepare(member, {
      kind: 'moderationDecision',
      name: member.name,
      decision,
      jobTitle,
      reason,
      replyInvited: replyTo !== undefined,
      link: linkFor(member, decisionLinks[decision]),
    });
    return replyTo === undefined ? mail : { ...mail, headers: { 'Reply-To': replyTo } };
  }

  /** The member of this id with their row; undefined when there is none. */
  async function memberById(id: number): Promise<UserRow | undefined> {
    const [member] = await db.select().from(users).where(eq(users.id, id));
    return member;
  }

  return {
    /** Whether the member is a moderator now: read on each call, so a grant or revoke counts at once. */
    isModerator: (member: UserRow | null): member is UserRow => member?.role === 'moderator',

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
    ): Promise<true | ModerationRefusal> {
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

    /**
     * Keeps (clears the reports), hides, restores or approves the posting of `slug`; mails its
     * poster (but for a keep) and writes the audit log in the same transaction.
     */
    async act(
      slug: string,
      action: ModerationJobAction,
      reason: string,
      moderator: Actor,
    ): Promise<QueueItem['job'] | ModerationRefusal> {
      const { from, to, decision } = transitions[action];
      const [found] = await db
        .select({ job: jobs, poster: users })
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(eq(jobs.slug, slug));
      if (!found) return 'missing';
      if (!from.includes(found.job.moderation)) return 'conflict';
      // Rendered before the transaction, which would otherwise hold its locks through the render.
      const mail =
        found.poster &&
        decision &&
        (await decisionMail(found.poster, decision, reason, found.job.title));
      const outcome = await changes.write(async (tx, touch) => {
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, found.job.id)).for('update');
        if (!job) return 'missing' as const;
        if (!from.includes(job.moderation)) return 'conflict' as const;
        if (action === 'keep') await tx.delete(reports).where(eq(reports.jobId, job.id));
        else {
          await tx
            .update(jobs)
            // A moderator's decision is the posting's from now on: a suspension lifted later
            // leaves it as it is.
            .set({
              moderation: to,
              live: to === 'published' ? notYetExpired : false,
              beforeSuspension: null,
            })
            .where(eq(jobs.id, job.id));
          // What a create or a delete of the posting touches: its detail and its lists.
          touch(visibilityChanged(job));
          // Approved, or restored after being hidden while it waited: it reaches the lists now.
          // A posting that was live before has its matches already, and gets none twice.
          if (to === 'published') await alerts?.queue(tx, job.id);
        }
        await audit(tx, moderator, action, reason, { job, memberId: job.userId });
        if (mail) await outbox.queue(tx, mail);
        const [now] = await tx.select().from(jobs).where(eq(jobs.id, job.id));
        return now && toJob({ ...now, postedBy: found.poster?.name ?? null }, publicUrl);
      });
      if (typeof outcome !== 'string') {
        if (mail) outbox.nudge();
        if (to === 'published') alerts?.nudge();
      }
      return outcome ?? 'missing';
    },

    /**
     * Suspends the member: their tokens go, their postings are hidden (each remembering its state
     * for a lifted suspension), sign-in is refused from now on. A moderator is not suspended (a
     * revoke comes first).
     */
    async suspend(
      memberId: number,
      reason: string,
      moderator: Actor,
    ): Promise<true | ModerationRefusal> {
      const member = await memberById(memberId);
      if (!member) return 'missing';
      if (member.suspendedAt !== null || member.role === 'moderator') return 'conflict';
      const mail = await decisionMail(member, 'suspended', reason, null);
      const outcome = await changes.write(async (tx, touch) => {
        const [suspended] = await tx
          .update(users)
          .set({ suspendedAt: sql`now()` })
          .where(
            and(
              eq(users.id, memberId),
              sql`${users.suspendedAt} IS NULL`,
              ne(users.role, 'moderator'),
            ),
          )
          .returning({ id: users.id });
        if (!suspended) return 'conflict' as const;
        await tx.delete(tokens).where(eq(tokens.userId, memberId));
        // Those a moderator hid already stay theirs: lifting the suspension leaves them hidden.
        const hidden = await tx
          .update(jobs)
          .set({
            moderation: 'hidden',
            live: false,
            // The state before this update: SET reads the row as it was.
            beforeSuspension: sql`${jobs.moderation}`,
          })
          .where(and(eq(jobs.userId, memberId), ne(jobs.moderation, 'hidden')))
          .returning(changedColumns);
        for (const job of hidden) {
          touch(visibilityChanged(job));
          await audit(tx, moderator, 'hide', reason, { job, memberId });
        }
        await audit(tx, moderator, 'suspend', reason, { memberId });
        await outbox.queue(tx, mail);
        return true as const;
      });
      if (outcome === true) outbox.nudge();
      return outcome;
    },

    /**
     * Lifts the member's suspension: they may sign in again, and the postings the suspension hid
     * go back to what they were (on the board, unless expired meanwhile, or awaiting approval);
     * nothing else changes. `reason` is null when the command line gave none. Answers how many
     * postings came back.
     */
    async unsuspend(
      memberId: number,
      reason: string | null,
      moderator: Actor,
    ): Promise<{ postings: number } | ModerationRefusal> {
      const member = await memberById(memberId);
      if (!member) return 'missing';
      if (member.suspendedAt === null) return 'conflict';
      const mail = await decisionMail(member, 'unsuspended', reason, null);
      const logged = reason ?? 'pnpm admin';
      const outcome = await changes.write(async (tx, touch) => {
        const [lifted] = await tx
          .update(users)
          .set({ suspendedAt: null })
          .where(and(eq(users.id, memberId), isNotNull(users.suspendedAt)))
          .returning({ id: users.id });
        if (!lifted) return 'conflict' as const;
        const back = await tx
          .update(jobs)
          .set({
            moderation: sql`${jobs.beforeSuspension}`,
            live: sql`${jobs.beforeSuspension} = 'published' AND ${notYetExpired}`,
            beforeSuspension: null,
          })
          .where(and(eq(jobs.userId, memberId), isNotNull(jobs.beforeSuspension)))
          .returning({ ...changedColumns, moderation: jobs.moderation });
        for (const job of back) {
          touch(visibilityChanged(job));
          await audit(tx, moderator, 'restore', logged, { job, memberId });
          if (job.moderation === 'published') await alerts?.queue(tx, job.id);
        }
        await audit(tx, moderator, 'unsuspend', logged, { memberId });
        await outbox.queue(tx, mail);
        return { postings: back.length };
      });
      if (typeof outcome !== 'string') {
        outbox.nudge();
        alerts?.nudge();
      }
      return outcome;
    },
  };
}

/** What a change of a posting's visibility needs to know of it (`visibilityChanged`), and its id. */
const changedColumns = {
  id: jobs.id,
  slug: jobs.slug,
  workType: jobs.workType,
  workplace: jobs.workplace,
};
