// The moderation service: reports, the queue, and the moderators' actions on postings (keep, hide,
// restore, approve) and on members (suspend, lift a suspension), each audited and mailed.
import type { ModerationJobAction, QueueItem } from '@job/contract';
import type { ModerationDecision } from '@job/emails';
import { and, eq, getTableColumns, isNotNull, ne, sql } from 'drizzle-orm';
import type { BoardChanges } from '../cache/boardChanges';
import type { Database } from '../db/connect';
import { jobs, type ModerationState, reports, tokens, type UserRow, users } from '../db/schema';
import type { JobAlerts } from '../jobs/create';
import { companyOfJobColumns, notYetExpired, toJob } from '../jobs/jobRows';
import type { MailOutbox } from '../mail/outbox';
import { type Actor, audit } from './auditLog';
import { createDecisionMail } from './decisionMail';
import { createModerationQueue } from './queue';
import { createReports } from './reports';

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

/** Why a report or an action was not taken. */
export type ModerationRefusal = 'missing' | 'duplicate' | 'conflict';

export type ModerationService = ReturnType<typeof createModerationService>;

/**
 * The state a posting must be in for each action, the state it is left in, and what its poster is
 * told. Reports found groundless (keep) tell the poster nothing: the poster of a scam would learn
 * it was looked at.
 */
const transitions: Record<
  ModerationJobAction,
  {
    from: readonly ModerationState[];
    to: ModerationState;
    decision: ModerationDecision | null;
    /** What the board is told happened to the posting; a keep changes nothing visitors read. */
    happened: 'hidden' | 'restored' | 'approved' | null;
  }
> = {
  keep: { from: ['published'], to: 'published', decision: null, happened: null },
  hide: { from: ['published', 'pending'], to: 'hidden', decision: 'hidden', happened: 'hidden' },
  restore: { from: ['hidden'], to: 'published', decision: 'restored', happened: 'restored' },
  approve: { from: ['pending'], to: 'published', decision: 'approved', happened: 'approved' },
};

/**
 * Reports, the moderators' queue and their actions (the roles are roles.ts'). Every action is
 * written to the audit log and mails the member it concerns in its own transaction; those that
 * change what visitors read go through `changes.write` and announce what happened to the posting
 * (hidden, restored, approved), which drops it from every instance's read cache, fast lane and
 * kept pages as a deletion or a new posting would (cache/invalidation.ts).
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
  const decisionMail = createDecisionMail(origin, supportEmail);

  /** The member of this id with their row; undefined when there is none. */
  async function memberById(id: number): Promise<UserRow | undefined> {
    const [member] = await db.select().from(users).where(eq(users.id, id));
    return member;
  }

  return {
    /** Whether the member is a moderator now: read on each call, so a grant or revoke counts at once. */
    isModerator: (member: UserRow | null): member is UserRow => member?.role === 'moderator',

    ...createReports(db),

    ...createModerationQueue(db, publicUrl),

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
      const { from, to, decision, happened } = transitions[action];
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
      const outcome = await changes.write(async (tx, announce) => {
        const [job] = await tx.select().from(jobs).where(eq(jobs.id, found.job.id)).for('update');
        if (!job) return 'missing' as const;
        if (!from.includes(job.moderation)) return 'conflict' as const;
        // A keep clears the reports and changes nothing visitors read.
        if (happened === null) await tx.delete(reports).where(eq(reports.jobId, job.id));
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
          announce({ kind: happened, job });
          // Approved, or restored after being hidden while it waited: it reaches the lists now.
          // A posting that was live before has its matches already, and gets none twice.
          if (to === 'published') await alerts?.queue(tx, job.id);
        }
        await audit(tx, moderator, action, reason, { job, memberId: job.userId });
        if (mail) await outbox.queue(tx, mail);
        const [now] = await tx
          .select({ ...getTableColumns(jobs), ...companyOfJobColumns })
          .from(jobs)
          .where(eq(jobs.id, job.id));
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
      const outcome = await changes.write(async (tx, announce) => {
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
          announce({ kind: 'hidden', job });
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
      const outcome = await changes.write(async (tx, announce) => {
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
          announce({ kind: 'restored', job });
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

/** What the board is told of a posting hidden or restored (a `ListedJob`, cache/invalidation.ts). */
const changedColumns = {
  id: jobs.id,
  slug: jobs.slug,
  workType: jobs.workType,
  workplace: jobs.workplace,
};
