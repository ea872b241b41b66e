// The application service: applying on the site, and the applicant's and the poster's calls.
import {
  type Application,
  type ApplicationStatus,
  hrefs,
  limits,
  type MyApplication,
} from '@job/contract';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { keyedQueue } from '../db/keyedQueue';
import {
  applicationCvs,
  applications,
  type JobRow,
  jobs,
  outbox as outboxRows,
  type UserRow,
  users,
} from '../db/schema';
import { isExpired, isPublished, type Job } from '../jobs/jobRows';
import type { JobService } from '../jobs/service';
import { memberMail, type PreparedMail } from '../mail/memberMail';
import type { MailOutbox } from '../mail/outbox';
import { cvColumns, toApplication, toMyApplication } from './views';

export interface ApplicationServiceOptions {
  db: Database;
  jobs: JobService;
  outbox: MailOutbox;
  /** The site's origin, which makes the links in mails absolute (web/origin.ts). */
  origin: () => string;
  /** How long a status mail waits, for the poster to take the change back; shorter in tests. */
  statusMailDelayMs?: number;
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

/**
 * Why a posting takes no application from the member: there is none, it is their own, it has
 * expired, or it takes applications elsewhere (a URL or an address).
 */
export type ApplyRefusal = 'missing' | 'own' | 'expired' | 'elsewhere';

/** A posting as an application to it needs it: its row and its poster, while their account exists. */
export interface Posting {
  job: JobRow;
  poster: UserRow | null;
}

/** A CV as it is stored: its name made safe (cvFile.ts) and its bytes, checked already. */
export interface Cv {
  name: string;
  data: Buffer;
}

/** What an application came to: stored, refused, or the member's earlier one found. */
export type ApplyOutcome =
  | { applied: MyApplication }
  | { refused: ApplyRefusal }
  | { appliedBefore: Date };

/** The characters of a note a poster's mail shows; the rest is on the site. */
const mailedNoteLength = 300;

/** The note cut at a word near `length` characters, with an ellipsis; whole when it is short. */
function shortened(note: string, length = mailedNoteLength): string {
  const characters = Array.from(note.trim());
  if (characters.length <= length) return characters.join('');
  const cut = characters.slice(0, length).join('');
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > length * 0.7 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Why the member cannot apply to `job`; undefined when they can. */
function refusalOf(job: JobRow, applicantId: number): ApplyRefusal | undefined {
  if (job.userId === applicantId) return 'own';
  if (isExpired(job)) return 'expired';
  if (job.applyMethod !== 'site') return 'elsewhere';
  return undefined;
}

/**
 * Applications on the site: a member applies to a posting with a note and a CV, follows their
 * applications, and the poster reads them, downloads the CVs and answers. Mail goes through the
 * outbox in the transaction of its cause, rendered before it where it can be (see
 * account/service.ts).
 */
export function createApplicationService({
  db,
  jobs: jobService,
  outbox,
  origin,
  statusMailDelayMs = limits.statusMailDelayMs,
}: ApplicationServiceOptions) {
  const { linkFor, prepare } = memberMail(origin);
  const inTurn = keyedQueue();

  /** The posting of `where` and its poster; locked against other applications in a transaction. */
  async function postingWhere(
    tx: Database,
    where: SQL,
    lock: boolean,
  ): Promise<Posting | undefined> {
    const query = tx
      .select({ job: jobs, poster: users })
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(where);
    // No key update: other applications wait, saves and reads do not; a delete waits too.
    const [found] = lock ? await query.for('no key update', { of: jobs }) : await query;
    return found;
  }

  /** When the member applied to the posting; undefined when they have not. */
  async function appliedAt(tx: Database, jobId: number, applicantId: number) {
    const [found] = await tx
      .select({ createdAt: applications.createdAt })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, applicantId)));
    return found?.createdAt;
  }

  const applicationsTo = (tx: Database, jobId: number) =>
    tx.$count(applications, eq(applications.jobId, jobId));

  /** The poster's mail about a new application to `job`, which has `applicants` now. */
  const receivedMail = (
    job: JobRow,
    poster: UserRow,
    applicant: UserRow,
    note: string,
    applicants: number,
  ) =>
    prepare(poster, {
      kind: 'applicationReceived',
      name: poster.name,
      jobTitle: job.title,
      applicantName: applicant.name,
      note: shortened(note),
      applicants,
      applicantsLink: linkFor(poster, hrefs.applicants(job.slug)),
    });

  /** The application of `id` if `ownerId` posted its posting, with its applicant and CV. */
  async function ownedApplication(id: number, ownerId: number) {
    const [found] = await db
      .select({ application: applications, applicant: users, ...cvColumns })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.applicantId))
      .leftJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
      .where(and(eq(applications.id, id), eq(jobs.userId, ownerId)));
    return found;
  }

  return {
    /**
     * The posting of `slug` if the member may apply to it (they may have applied already: the
     * insert finds out), else why not. A plain read, to answer before the form is checked.
     */
    async posting(slug: string, applicantId: number): Promise<Posting | ApplyRefusal> {
      // A posting off the board (awaiting approval, hidden) takes no applications: as if not there.
      const found = await postingWhere(db, and(eq(jobs.slug, slug), isPublished) as SQL, false);
      if (!found) return 'missing';
      return refusalOf(found.job, applicantId) ?? found;
    },

    /**
     * Stores the application and its CV and queues the poster's mail and the applicant's
     * confirmation, all in one transaction, or nothing: the posting is checked again under its
     * lock, and a second application of the member's finds their first (`appliedBefore`).
     *
     * Applications to one posting take turns (in this process, then on the posting's row), so the
     * poster's mail counts exactly the applications there are with this one. That mail is rendered
     * before the transaction with the count as it was then, and again inside only when another
     * application came in between.
     */
    async apply(posting: Posting, applicant: UserRow, note: string, cv: Cv): Promise<ApplyOutcome> {
      const { job } = posting;
      // Found before any mail is rendered; the insert below still settles a race.
      const earlier = await appliedAt(db, job.id, applicant.id);
      if (earlier) return { appliedBefore: earlier };
      const confirmation = prepare(applicant, {
        kind: 'applicationSent',
        name: applicant.name,
        jobTitle: job.title,
        company: job.company,
        applicationsLink: linkFor(applicant, hrefs.myApplications()),
      });
      const outcome = await inTurn(`posting:${job.id}`, async () => {
        const expected = (await applicationsTo(db, job.id)) + 1;
        const { poster } = posting;
        const received = poster && (await receivedMail(job, poster, applicant, note, expected));
        const sent = await confirmation;
        return db.transaction(async (tx): Promise<ApplyOutcome> => {
          const locked = await postingWhere(tx, eq(jobs.id, job.id), true);
          if (!locked) return { refused: 'missing' };
          const refusal = refusalOf(locked.job, applicant.id);
          if (refusal) return { refused: refusal };
          const [row] = await tx
            .insert(applications)
            .values({
              jobId: job.id,
              applicantId: applicant.id,
              jobTitle: locked.job.title,
              jobCompany: locked.job.company,
              jobLocation: locked.job.location,
              note,
            })
            .onConflictDoNothing({ target: [applications.jobId, applications.applicantId] })
            .returning();
          if (!row) {
            const first = await appliedAt(tx, job.id, applicant.id);
            if (!first) throw new Error('The conflicting application is not there');
            return { appliedBefore: first };
          }
          await tx.insert(applicationCvs).values({
            applicationId: row.id,
            jobId: job.id,
            name: cv.name,
            size: cv.data.length,
            data: cv.data,
          });
          if (locked.poster) {
            const applicants = await applicationsTo(tx, job.id);
            const upToDate = received && applicants === expected && poster?.id === locked.poster.id;
            await outbox.queue(
              tx,
              upToDate
                ? received
                : await receivedMail(locked.job, locked.poster, applicant, note, applicants),
            );
          }
          await outbox.queue(tx, sent);
          return {
            applied: toMyApplication(row, locked.job, { cvName: cv.name, cvSize: cv.data.length }),
          };
        });
      });
      if ('applied' in outcome) outbox.nudge();
      return outcome;
    },

    /** The member's applications, newest first, with what they applied to. */
    async mine(applicantId: number): Promise<MyApplication[]> {
      const rows = await db
        .select({
          application: applications,
          slug: jobs.slug,
          live: jobs.live,
          moderation: jobs.moderation,
          expiresAt: jobs.expiresAt,
          ...cvColumns,
        })
        .from(applications)
        .leftJoin(jobs, eq(jobs.id, applications.jobId))
        .leftJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
        .where(eq(applications.applicantId, applicantId))
        .orderBy(desc(applications.id));
      return rows.map(({ application, slug, live, expiresAt, moderation, ...cv }) =>
        toMyApplication(
          application,
          slug === null || live === null || expiresAt === null || moderation === null
            ? null
            : { slug, live, expiresAt, moderation },
          cv,
        ),
      );
    },

    /**
     * The member's own posting of `slug` and its applications, newest first; undefined when it is
     * not theirs (or not there): the same answer, so no one learns of another's posting.
     */
    async forPosting(
      slug: string,
      ownerId: number,
    ): Promise<{ job: Job; data: Application[] } | undefined> {
      const job = await jobService.ownJob(slug, ownerId);
      if (!job) return undefined;
      const rows = await db
        .select({ application: applications, applicant: users, ...cvColumns })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.applicantId))
        .leftJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
        .where(eq(applications.jobId, job.id))
        .orderBy(desc(applications.id));
      return {
        job,
        data: rows.map(({ application, applicant, ...cv }) =>
          toApplication(application, applicant, cv),
        ),
      };
    },

    /**
     * The poster's answer: the application of `id` to one of `ownerId`'s postings gets `status`.
     * Its applicant is mailed once `statusMailDelayMs` has passed, so that the poster can take the
     * change back: a change within that time takes back the mail still waiting, and queues one of
     * its own only when the applicant would learn something (a status other than new, and other
     * than the one that time began from). The status it has already changes nothing. Undefined
     * when it is no application to their posting.
     */
    async setStatus(
      id: number,
      ownerId: number,
      status: ApplicationStatus,
    ): Promise<Application | undefined> {
      const found = await ownedApplication(id, ownerId);
      if (!found) return undefined;
      if (found.application.status === status) {
        return toApplication(found.application, found.applicant, found);
      }
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
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: applications.status, statusBeforeMail: applications.statusBeforeMail })
          .from(applications)
          .where(
            and(
              eq(applications.id, id),
              // Still theirs: the posting may have gone meanwhile.
              inArray(
                applications.jobId,
                tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.userId, ownerId)),
              ),
            ),
          )
          // Locked, so that two changes at once each see what the other left.
          .for('update');
        if (!before || before.status === status) return undefined;
        // A mail no sender has taken yet (attempts 0) is still the poster's to take back.
        const [waiting] = await tx
          .delete(outboxRows)
          .where(
            and(
              eq(outboxRows.applicationId, id),
              eq(outboxRows.status, 'pending'),
              eq(outboxRows.attempts, 0),
            ),
          )
          .returning({ id: outboxRows.id });
        // Where the changes of this undo time began: the applicant hears only of a different end.
        const statusBeforeMail = waiting ? before.statusBeforeMail : before.status;
        const [row] = await tx
          .update(applications)
          .set({
            status,
            statusChangedAt: status === 'new' ? null : sql`now()`,
            statusBeforeMail,
          })
          .where(eq(applications.id, id))
          .returning();
        if (mail && status !== statusBeforeMail) {
          await outbox.queue(tx, { ...mail, applicationId: id, delayMs: statusMailDelayMs });
        }
        return row;
      });
      if (changed) {
        // Without an undo time (STATUS_MAIL_DELAY_SECONDS=0) the mail is due now.
        if (mail && statusMailDelayMs === 0) outbox.nudge();
        return toApplication(changed, applicant, found);
      }
      // Changed or gone meanwhile: as it is now.
      const now = await ownedApplication(id, ownerId);
      return now && toApplication(now.application, now.applicant, now);
    },

    /**
     * The CV of application `id`, for its applicant or its posting's owner; undefined for anyone
     * else, as for a CV that is not there.
     */
    async cv(id: number, userId: number): Promise<Cv | undefined> {
      const [found] = await db
        .select({ name: applicationCvs.name, data: applicationCvs.data })
        .from(applicationCvs)
        .innerJoin(applications, eq(applications.id, applicationCvs.applicationId))
        .innerJoin(jobs, eq(jobs.id, applicationCvs.jobId))
        .where(
          and(
            eq(applicationCvs.applicationId, id),
            or(eq(applications.applicantId, userId), eq(jobs.userId, userId)),
          ),
        );
      return found;
    },
  };
}
