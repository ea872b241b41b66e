// The application service: applying on the site, and the applicant's and the poster's calls.
import {
  type Application,
  hrefs,
  type MyApplication,
  type PosterQuestion,
  type ScreeningAnswer,
} from '@job/contract';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { keyedQueue } from '../db/keyedQueue';
import { applicationCvs, applications, type JobRow, jobs, type UserRow, users } from '../db/schema';
import { isExpired, isPublished, type Job } from '../jobs/jobRows';
import type { JobService } from '../jobs/service';
import { memberMail } from '../mail/memberMail';
import { createPipeline, type PipelineOptions } from './pipeline';
import { applicantsView, postersView } from './reads';
import { createReview } from './review';
import { toMyApplication } from './views';

export interface ApplicationServiceOptions extends PipelineOptions {
  jobs: JobService;
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
 * applications, and the poster reads them, downloads the CVs, answers (pipeline.ts) and rates and
 * notes them (review.ts). Mail goes through the
 * outbox in the transaction of its cause, rendered before it where it can be (see
 * account/service.ts).
 */
export function createApplicationService({
  jobs: jobService,
  ...options
}: ApplicationServiceOptions) {
  const { db, outbox, origin } = options;
  const { linkFor, prepare } = memberMail(origin);
  const inTurn = keyedQueue();
  const pipeline = createPipeline(options);
  const review = createReview(db);

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

  /** When the member applied to the posting; undefined when they have not, or withdrew it. */
  async function appliedAt(tx: Database, jobId: number, applicantId: number) {
    const [found] = await tx
      .select({ createdAt: applications.createdAt })
      .from(applications)
      .where(
        and(
          eq(applications.jobId, jobId),
          eq(applications.applicantId, applicantId),
          isNull(applications.withdrawnAt),
        ),
      );
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
     * Stores the application, its answers and its CV and queues the poster's mail and the applicant's
     * confirmation, all in one transaction, or nothing: the posting is checked again under its
     * lock, and a second application of the member's finds their first (`appliedBefore`).
     *
     * Applications to one posting take turns (in this process, then on the posting's row), so the
     * poster's mail counts exactly the applications there are with this one. That mail is rendered
     * before the transaction with the count as it was then, and again inside only when another
     * application came in between.
     */
    async apply(
      posting: Posting,
      applicant: UserRow,
      { note, cv, answers }: { note: string; cv: Cv; answers: ScreeningAnswer[] },
    ): Promise<ApplyOutcome> {
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
              answers,
              disqualified: answers.some((answer) => answer.disqualifying),
            })
            .onConflictDoNothing({
              target: [applications.jobId, applications.applicantId],
              where: isNull(applications.withdrawnAt),
            })
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
    mine: (applicantId: number): Promise<MyApplication[]> =>
      applicantsView(db, eq(applications.applicantId, applicantId)),

    /**
     * The member's own posting of `slug` and its applications, newest first; undefined when it is
     * not theirs (or not there): the same answer, so no one learns of another's posting.
     */
    async forPosting(
      slug: string,
      ownerId: number,
    ): Promise<{ job: Job; questions: PosterQuestion[]; data: Application[] } | undefined> {
      const posting = await jobService.ownPosting(slug, ownerId);
      if (!posting) return undefined;
      const { job, questions } = posting;
      return { job, questions, data: await postersView(db, eq(applications.jobId, job.id)) };
    },

    ...pipeline,

    ...review,

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
