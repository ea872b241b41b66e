// An application's way through its stages: the poster's answers with their undo time, and the
// applicant's withdrawal.
import {
  type Application,
  type ApplicationStatus,
  hrefs,
  limits,
  type MyApplication,
  templateText,
} from '@job/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  type ApplicationRow,
  applicationCvs,
  applicationStages,
  applications,
  jobs,
  outbox as outboxRows,
  type UserRow,
  users,
} from '../db/schema';
import { memberMail, type PreparedMail } from '../mail/memberMail';
import type { MailOutbox } from '../mail/outbox';
import {
  applicantsView,
  asOwnerSees,
  ownersApplication,
  ownersApplicationsRows,
  postersView,
} from './reads';
import { ownTemplate } from './templates';

export interface PipelineOptions {
  db: Database;
  outbox: MailOutbox;
  /** The site's origin, which makes the links in mails absolute (web/origin.ts). */
  origin: () => string;
  /** How long a status mail waits, for the poster to take the change back; shorter in tests. */
  statusMailDelayMs?: number;
  /**
   * Renders the status mails: the render thread's (mail/renderThread.ts), so that a move of a
   * hundred applicants renders its hundred mails off the requests' thread. In-process without it.
   */
  render?: Parameters<typeof memberMail>[1];
}

/** An application of the poster's, and its applicant, as read before a change. */
interface Owned {
  application: ApplicationRow;
  applicant: UserRow;
}

/** Why a poster's change did not happen: the applicant withdrew the application. */
export type StatusRefusal = 'withdrawn';

/**
 * The poster's words with a rejection: a message of their own (checked, as typed, not empty) or
 * one of their templates, by id; neither for none. The routes let neither through with another
 * status, nor both.
 */
export interface Rejection {
  message?: string;
  template?: number;
}

/** The template chosen is none of the poster's (another member's, or deleted meanwhile). */
export type RejectionRefusal = 'templateMissing';

/** The message each applicant gets with the change: null for none. */
type MessageOf = (applicant: UserRow) => string | null;

/**
 * Deletes the status mail of application `id` that no sender has taken yet (attempts 0), which is
 * still the poster's to take back; whether there was one.
 */
async function takeBackWaitingMail(tx: Database, id: number): Promise<boolean> {
  const taken = await tx
    .delete(outboxRows)
    .where(
      and(
        eq(outboxRows.applicationId, id),
        eq(outboxRows.status, 'pending'),
        eq(outboxRows.attempts, 0),
      ),
    )
    .returning({ id: outboxRows.id });
  return taken.length > 0;
}

export function createPipeline({
  db,
  outbox,
  origin,
  statusMailDelayMs = limits.statusMailDelayMs,
  render,
}: PipelineOptions) {
  const { linkFor, prepare } = memberMail(origin, render);

  /** The applications `where` picks (on a read that joins their posting), and their applicants. */
  const ownedApplications = (where: SQL) =>
    db
      .select({ application: applications, applicant: users })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(where);

  /**
   * The applicant's mail of a move to `status`, quoting the poster's `message` (a rejection's);
   * none for a move back to new, never mailed.
   */
  const statusMail = (
    { application, applicant }: Owned,
    status: ApplicationStatus,
    message: string | null,
  ) =>
    status === 'new'
      ? undefined
      : prepare(applicant, {
          kind: 'applicationStatusChanged',
          name: applicant.name,
          jobTitle: application.jobTitle,
          company: application.jobCompany,
          status,
          ...(message !== null && { message }),
          applicationsLink: linkFor(applicant, hrefs.myApplications()),
        });

  /**
   * Each applicant's message with a move to `status`: a rejection's own message, or the template's
   * text in the applicant's language (the other when theirs is empty); none with any other status.
   */
  async function messagesOf(
    ownerId: number,
    status: ApplicationStatus,
    { message, template }: Rejection,
  ): Promise<MessageOf | RejectionRefusal> {
    if (status !== 'rejected') return () => null;
    if (template === undefined) return () => message || null;
    // Read now, its words copied: a change or deletion of it later leaves this rejection's.
    const chosen = await ownTemplate(db, ownerId, template);
    if (!chosen) return 'templateMissing';
    const texts = { body_tr: chosen.bodyTr, body_en: chosen.bodyEn };
    return (applicant) => templateText(texts, applicant.language) || null;
  }

  /**
   * Moves the applications of `found`, of `ownerId`'s postings, to `status` in one transaction, as
   * `setStatus` tells, each with its applicant's message (`messageOf`); those withdrawn keep
   * theirs. How many were withdrawn, when read or under the lock.
   */
  async function move(
    ownerId: number,
    found: Owned[],
    status: ApplicationStatus,
    messageOf: MessageOf,
  ): Promise<{ withdrawn: number }> {
    const open = found.filter(({ application }) => !application.withdrawnAt);
    let withdrawn = found.length - open.length;
    const changing = open.filter(({ application }) => application.status !== status);
    if (changing.length === 0) return { withdrawn };
    const messages = new Map(
      changing.map((owned) => [owned.application.id, messageOf(owned.applicant)] as const),
    );
    // Rendered before the transaction, which holds its locks for writes alone. The message goes
    // into the mail as it goes into the row, in the same transaction; a change within the undo
    // time takes the mail back with it (takeBackWaitingMail), so none tells of a message since
    // undone or replaced.
    const mails = new Map<number, PreparedMail | undefined>(
      await Promise.all(
        changing.map(
          async (owned) =>
            [
              owned.application.id,
              await statusMail(owned, status, messages.get(owned.application.id) ?? null),
            ] as const,
        ),
      ),
    );
    let queued = false;
    withdrawn += await db.transaction(async (tx) => {
      const locked = await tx
        .select({
          id: applications.id,
          status: applications.status,
          statusBeforeMail: applications.statusBeforeMail,
          withdrawnAt: applications.withdrawnAt,
        })
        .from(applications)
        // Still theirs: the posting may have gone meanwhile.
        .where(and(inArray(applications.id, [...mails.keys()]), ownersApplicationsRows(ownerId)))
        // In one order, so that two moves of the same applications wait rather than deadlock;
        // locked, so that two changes at once, or a change and a withdrawal, each see what the
        // other left.
        .orderBy(asc(applications.id))
        .for('update');
      let withdrawnMeanwhile = 0;
      for (const before of locked) {
        if (before.withdrawnAt) withdrawnMeanwhile += 1;
        if (before.withdrawnAt || before.status === status) continue;
        const { id } = before;
        const tookBack = await takeBackWaitingMail(tx, id);
        if (tookBack) {
          // The stage that mail told of, the application's latest, goes with it.
          const [latest] = await tx
            .select({ id: applicationStages.id })
            .from(applicationStages)
            .where(eq(applicationStages.applicationId, id))
            .orderBy(desc(applicationStages.id))
            .limit(1);
          if (latest) await tx.delete(applicationStages).where(eq(applicationStages.id, latest.id));
        }
        // What the applicant knows: where the changes of this undo time began, or the status they
        // were last mailed, which a move back to new (never mailed) does not change. They hear
        // only of a different end.
        const known = tookBack || before.status === 'new' ? before.statusBeforeMail : before.status;
        await tx
          .update(applications)
          .set({
            status,
            statusChangedAt: status === 'new' ? null : sql`now()`,
            statusBeforeMail: known,
            // Any other status, an undo too, leaves no rejection's message behind.
            rejectionMessage: status === 'rejected' ? (messages.get(id) ?? null) : null,
          })
          .where(eq(applications.id, id));
        // A stage for each mail: new is never one.
        if (status === known || status === 'new') continue;
        await tx.insert(applicationStages).values({ applicationId: id, status });
        const mail = mails.get(id);
        if (mail) {
          await outbox.queue(tx, { ...mail, applicationId: id, delayMs: statusMailDelayMs });
          queued = true;
        }
      }
      return withdrawnMeanwhile;
    });
    // Without an undo time (STATUS_MAIL_DELAY_SECONDS=0) the mails are due now.
    if (queued && statusMailDelayMs === 0) outbox.nudge();
    return { withdrawn };
  }

  return {
    /**
     * The poster's answer: the application of `id` to one of `ownerId`'s postings gets `status`.
     * Its applicant is mailed once `statusMailDelayMs` has passed, so that the poster can take the
     * change back: a change within that time takes back the mail still waiting, and queues one of
     * its own only when the applicant would learn something (a status other than new, and other
     * than the one that time began from). The stages the applicant sees follow the mail: the
     * change's stage replaces the one the taken-back mail told of. The status it has already
     * changes nothing, its message too; a withdrawn application keeps its status. A rejection
     * keeps the poster's message (`rejection`: their own, or their template's in the applicant's
     * language) to show the applicant and quote in the mail; any other status drops it. Undefined
     * when it is no application to their posting.
     */
    async setStatus(
      id: number,
      ownerId: number,
      status: ApplicationStatus,
      rejection: Rejection = {},
    ): Promise<Application | StatusRefusal | RejectionRefusal | undefined> {
      const found = await ownedApplications(ownersApplication(id, ownerId));
      if (found.length === 0) return undefined;
      const messageOf = await messagesOf(ownerId, status, rejection);
      if (messageOf === 'templateMissing') return messageOf;
      const { withdrawn } = await move(ownerId, found, status, messageOf);
      if (withdrawn > 0) return 'withdrawn';
      // Changed, or changed or gone meanwhile: as it is now.
      return asOwnerSees(db, id, ownerId);
    },

    /**
     * The poster moves the applications of `ids`, all to their posting of `slug`, to `status`, in
     * one transaction, each as `setStatus` moves one; those withdrawn keep their status and are
     * counted. With a template, each applicant reads it in their own language. Undefined, with
     * nothing moved, when any is no application to that posting of theirs.
     */
    async moveMany(
      slug: string,
      ownerId: number,
      ids: number[],
      status: ApplicationStatus,
      rejection: Rejection = {},
    ): Promise<{ applications: Application[]; withdrawn: number } | RejectionRefusal | undefined> {
      const ofTheirPosting = and(eq(jobs.slug, slug), eq(jobs.userId, ownerId));
      const found = await ownedApplications(
        and(ofTheirPosting, inArray(applications.id, ids)) as SQL,
      );
      if (found.length !== new Set(ids).size) return undefined;
      const messageOf = await messagesOf(ownerId, status, rejection);
      if (messageOf === 'templateMissing') return messageOf;
      const { withdrawn } = await move(ownerId, found, status, messageOf);
      const moved = await postersView(
        db,
        and(ofTheirPosting, inArray(applications.id, ids)) as SQL,
      );
      return { applications: moved, withdrawn };
    },

    /**
     * The applicant takes back their application of `id`: it is marked withdrawn, its CV deleted,
     * a status mail still waiting is not sent, and the poster is told by mail (while the posting
     * and their account exist). One withdrawn already stays as it is, and mails no one again.
     * Undefined when it is none of theirs.
     */
    async withdraw(id: number, applicant: UserRow): Promise<MyApplication | undefined> {
      const [found] = await db
        .select({ application: applications, slug: jobs.slug, poster: users })
        .from(applications)
        .leftJoin(jobs, eq(jobs.id, applications.jobId))
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(and(eq(applications.id, id), eq(applications.applicantId, applicant.id)));
      if (!found) return undefined;
      const { application, slug, poster } = found;
      if (!application.withdrawnAt) {
        const mail =
          poster && slug !== null
            ? await prepare(poster, {
                kind: 'applicationWithdrawn',
                name: poster.name,
                jobTitle: application.jobTitle,
                applicantName: applicant.name,
                applicantsLink: linkFor(poster, hrefs.applicants(slug)),
              })
            : undefined;
        const withdrew = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(applications)
            .set({ withdrawnAt: sql`now()` })
            // Not withdrawn meanwhile, by a request of theirs in another tab.
            .where(and(eq(applications.id, id), isNull(applications.withdrawnAt)))
            .returning({ id: applications.id });
          if (!row) return false;
          await tx.delete(applicationCvs).where(eq(applicationCvs.applicationId, id));
          await takeBackWaitingMail(tx, id);
          if (mail) await outbox.queue(tx, mail);
          return true;
        });
        if (withdrew && mail) outbox.nudge();
      }
      const [withdrawn] = await applicantsView(db, eq(applications.id, id));
      return withdrawn;
    },
  };
}
