// An application's way through its stages: the poster's answers with their undo time, and the
// applicant's withdrawal.
import {
  type Application,
  type ApplicationStatus,
  hrefs,
  limits,
  type MyApplication,
} from '@job/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
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
import { applicantsView, asOwnerSees, ownersApplication, ownersApplicationRow } from './reads';

export interface PipelineOptions {
  db: Database;
  outbox: MailOutbox;
  /** The site's origin, which makes the links in mails absolute (web/origin.ts). */
  origin: () => string;
  /** How long a status mail waits, for the poster to take the change back; shorter in tests. */
  statusMailDelayMs?: number;
}

/** Why a poster's change did not happen: the applicant withdrew the application. */
export type StatusRefusal = 'withdrawn';

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
}: PipelineOptions) {
  const { linkFor, prepare } = memberMail(origin);

  /** The application of `id` if `ownerId` posted its posting, and its applicant. */
  async function ownedApplication(id: number, ownerId: number) {
    const [found] = await db
      .select({ application: applications, applicant: users })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(ownersApplication(id, ownerId));
    return found;
  }

  return {
    /**
     * The poster's answer: the application of `id` to one of `ownerId`'s postings gets `status`.
     * Its applicant is mailed once `statusMailDelayMs` has passed, so that the poster can take the
     * change back: a change within that time takes back the mail still waiting, and queues one of
     * its own only when the applicant would learn something (a status other than new, and other
     * than the one that time began from). The stages the applicant sees follow the mail: the
     * change's stage replaces the one the taken-back mail told of. The status it has already
     * changes nothing; a withdrawn application keeps its status. Undefined when it is no
     * application to their posting.
     */
    async setStatus(
      id: number,
      ownerId: number,
      status: ApplicationStatus,
    ): Promise<Application | StatusRefusal | undefined> {
      const found = await ownedApplication(id, ownerId);
      if (!found) return undefined;
      if (found.application.withdrawnAt) return 'withdrawn';
      if (found.application.status === status) return asOwnerSees(db, id, ownerId);
      const { application, applicant } = found;
      const mail: PreparedMail | undefined =
        status === 'new'
          ? undefined
          : await prepare(applicant, {
              kind: 'applicationStatusChanged',
              name: applicant.name,
              jobTitle: application.jobTitle,
              company: application.jobCompany,
              status,
              applicationsLink: linkFor(applicant, hrefs.myApplications()),
            });
      const outcome = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            status: applications.status,
            statusBeforeMail: applications.statusBeforeMail,
            withdrawnAt: applications.withdrawnAt,
          })
          .from(applications)
          // Still theirs: the posting may have gone meanwhile.
          .where(ownersApplicationRow(id, ownerId))
          // Locked, so that two changes at once, or a change and a withdrawal, each see what the
          // other left.
          .for('update');
        if (before?.withdrawnAt) return 'withdrawn' as const;
        if (!before || before.status === status) return undefined;
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
        // Where the changes of this undo time began: the applicant hears only of a different end.
        const statusBeforeMail = tookBack ? before.statusBeforeMail : before.status;
        const [row] = await tx
          .update(applications)
          .set({
            status,
            statusChangedAt: status === 'new' ? null : sql`now()`,
            statusBeforeMail,
          })
          .where(eq(applications.id, id))
          .returning();
        if (status !== statusBeforeMail) {
          await tx.insert(applicationStages).values({ applicationId: id, status });
          if (mail) {
            await outbox.queue(tx, { ...mail, applicationId: id, delayMs: statusMailDelayMs });
          }
        }
        return row;
      });
      if (outcome === 'withdrawn') return outcome;
      // Without an undo time (STATUS_MAIL_DELAY_SECONDS=0) the mail is due now.
      if (outcome && mail && statusMailDelayMs === 0) outbox.nudge();
      // Changed, or changed or gone meanwhile: as it is now.
      return asOwnerSees(db, id, ownerId);
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
