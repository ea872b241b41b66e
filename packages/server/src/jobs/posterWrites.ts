// A poster's writes on their own postings: an edit, a renewal, a deletion, and the deletion of all
// of them with their account; each drops the cached answers that showed what it changed.
import type { PosterQuestion, ReviewedField } from '@job/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { BoardChanges, Transaction } from '../cache/boardChanges';
import type { Announce } from '../cache/invalidation';
import type { Database } from '../db/connect';
import { isForeignKeyViolation } from '../db/errors';
import {
  auditLog,
  companies,
  images,
  type JobRow,
  jobs,
  reports,
  saves,
  users,
} from '../db/schema';
import { toWebp } from '../images/process';
import { saveImage } from '../images/service';
import { applyColumns, companyColumn, type NewJob, placeColumns, salaryColumns } from './create';
import { daysFromNow, type Job, type PostedJobRow, postedRow } from './jobRows';
import type { PosterTurns } from './postingsOfTheDay';
import { excerpt, sanitizeDetail } from './sanitize';

/** An edit by the poster: the fields of a new job; without an image the job keeps its own. */
export type JobEdit = Omit<NewJob, 'image' | 'userId' | 'days'> & { image?: Buffer | undefined };

/** Why a member's write to a job was not made: no such job, or another member's. */
export type Refusal = 'missing' | 'forbidden';

/** The words of screening questions an applicant reads: their labels and their choices. */
const questionWords = (questions: readonly PosterQuestion[]) =>
  questions.flatMap((question) => [question.label, ...question.choices]);

/**
 * Whether the edited questions bring words the posting's did not have: a new or reworded label
 * or choice. Questions removed, reordered or made required bring none.
 */
function newQuestionWords(before: readonly PosterQuestion[], after: readonly PosterQuestion[]) {
  const seen = new Set(questionWords(before));
  return questionWords(after).some((words) => !seen.has(words));
}

/**
 * What an edit changes of what a moderator reviews: the words a visitor trusts it by (the
 * screening questions' too), where applications go and the picture (a new apply address or image
 * could make an approved posting a phishing page); not its terms (salary, city, work type,
 * workplace).
 */
function reviewedChanges(
  job: JobRow,
  edit: JobEdit,
  description: string,
  imageName: string | undefined,
): ReviewedField[] {
  const apply = applyColumns(edit);
  const questions = apply.screeningQuestions ?? job.screeningQuestions;
  const changes: [ReviewedField, boolean][] = [
    ['title', job.title !== edit.title],
    ['description', job.info !== edit.description],
    ['detail', job.description !== description],
    ['company', job.company !== edit.company],
    ['apply', job.applyMethod !== apply.applyMethod || job.applyTo !== apply.applyTo],
    ['image', imageName !== undefined && imageName !== job.imageName],
    ['questions', newQuestionWords(job.screeningQuestions, questions)],
  ];
  return changes.flatMap(([field, changed]) => (changed ? [field] : []));
}

export function createPosterWrites({
  db,
  changes,
  asJob,
  preModeration,
  lockPostingsOf,
}: {
  db: Database;
  changes: Pick<BoardChanges, 'write'>;
  asJob: (row: PostedJobRow) => Job;
  preModeration: boolean;
  lockPostingsOf: PosterTurns['lockPostingsOf'];
}) {
  /**
   * Removes an image no job shows any more, once the job's write has committed, in a statement of
   * its own: the jobs' foreign key refuses while any job refers to it, and a job being stored with
   * the same picture holds it (saveImage), so the delete waits for that job and then fails. Holding
   * no other lock while it waits (a count row, as the job's write does), it cannot deadlock with
   * that create. Should the server stop in between, an unused image is left, harmlessly.
   */
  async function removeUnusedImage(name: string | null): Promise<void> {
    if (name === null) return;
    try {
      await db.delete(images).where(eq(images.name, name));
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }

  /** Whether the posting has reports a moderator has not looked at yet. */
  async function hasReports(tx: Transaction, jobId: number): Promise<boolean> {
    const [report] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.jobId, jobId))
      .limit(1);
    return report !== undefined;
  }

  /**
   * The job of this slug if it is the member's; locked for the write `tx`, when given. Another
   * member's posting off the board is missing to them, as it is to every other call: a 403 would
   * say it exists.
   */
  async function ownedJob(
    slug: string,
    userId: number,
    tx?: Transaction,
  ): Promise<JobRow | Refusal> {
    const query = (tx ?? db).select().from(jobs).where(eq(jobs.slug, slug));
    const [job] = tx ? await query.for('update') : await query;
    if (!job) return 'missing';
    if (job.userId === userId) return job;
    return job.moderation === 'published' ? 'forbidden' : 'missing';
  }

  /**
   * Runs a write on the member's own job. Checked first with a plain read, so a refusal drops no
   * cache; then again under the row's lock, since the job may have gone meanwhile.
   */
  async function asOwner<T>(
    slug: string,
    userId: number,
    work: (tx: Transaction, job: JobRow, announce: Announce) => Promise<T>,
  ): Promise<T | Refusal> {
    const found = await ownedJob(slug, userId);
    if (typeof found === 'string') return found;
    return changes.write(async (tx, announce) => {
      const job = await ownedJob(slug, userId, tx);
      return typeof job === 'string' ? job : work(tx, job, announce);
    });
  }

  return {
    /** The poster's new fields; the slug and the expiry stay. */
    async update(slug: string, userId: number, edit: JobEdit): Promise<Job | Refusal> {
      const image = edit.image && (await toWebp(edit.image));
      const description = sanitizeDetail(edit.detail);
      const updated = await asOwner(slug, userId, async (tx, job, announce) => {
        if (image) await saveImage(tx, image);
        const changed = reviewedChanges(job, edit, description, image?.name);
        // A published posting goes back to the queue; a hidden one stays hidden.
        const backToQueue = preModeration && job.moderation === 'published' && changed.length > 0;
        // The moderators see what changed since they looked: on their way back to the queue, or
        // on a reported posting, whose reports may be about what the edit replaced.
        if (changed.length > 0 && (backToQueue || (await hasReports(tx, job.id)))) {
          await tx.insert(auditLog).values({
            actorId: userId,
            actorName: sql`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${userId})`,
            action: 'edit',
            jobId: job.id,
            jobSlug: job.slug,
            memberId: userId,
            reason: '',
            changed,
          });
        }
        announce({ kind: 'edited', before: job, after: { ...edit, info: edit.description } });
        // Out of its lists until approved again.
        if (backToQueue) announce({ kind: 'sentBackToQueue', job });
        await tx
          .update(jobs)
          .set({
            title: edit.title,
            info: edit.description,
            description,
            description2: excerpt(description),
            salary: edit.salary,
            ...salaryColumns(edit),
            workType: edit.workType,
            company: edit.company,
            companyId: companyColumn({ companyId: edit.companyId, userId }),
            ...placeColumns(edit),
            ...applyColumns(edit),
            ...(image && { imageName: image.name }),
            ...(backToQueue && { moderation: 'pending' as const, live: false }),
          })
          .where(eq(jobs.id, job.id));
        const replaced = image && image.name !== job.imageName ? job.imageName : null;
        const row = await postedRow(tx, job.id);
        if (row.companyId !== job.companyId) {
          // Out of one company's page and into another's (or none).
          const moved = await tx
            .select({ slug: companies.slug })
            .from(companies)
            .where(inArray(companies.id, [job.companyId ?? 0, row.companyId ?? 0]));
          announce({ kind: 'companyJobsMoved', companies: moved.map((company) => company.slug) });
        }
        return { row, replaced };
      });
      if (typeof updated === 'string') return updated;
      await removeUnusedImage(updated.replaced);
      return asJob(updated.row);
    },

    /** Deletes the poster's job, its saves (the foreign key cascades) and its image if unused. */
    async remove(slug: string, userId: number): Promise<true | Refusal> {
      const removed = await asOwner(slug, userId, async (tx, job, announce) => {
        await tx.delete(jobs).where(eq(jobs.id, job.id));
        announce({ kind: 'deleted', job });
        return { image: job.imageName };
      });
      if (typeof removed === 'string') return removed;
      await removeUnusedImage(removed.image);
      return true;
    },

    /**
     * Deletes every job the member posted and every save they made, in one write with `rest`
     * (the rest of the account's deletion, told how many jobs went), so the lists, counts and
     * cached answers follow; then the images no job shows any more.
     */
    async removeMember<T>(
      userId: number,
      rest: (tx: Transaction, postings: number) => Promise<T>,
    ): Promise<T> {
      const { result, images } = await changes.write(async (tx, announce) => {
        // After a create of theirs under way, whose posting goes too: not left without a poster
        // (the foreign key sets null), nor deadlocked with it over a count row and their row.
        await lockPostingsOf(tx, userId);
        const removed = await tx.delete(jobs).where(eq(jobs.userId, userId)).returning({
          id: jobs.id,
          slug: jobs.slug,
          workType: jobs.workType,
          workplace: jobs.workplace,
          image: jobs.imageName,
        });
        // A save's trigger takes one from its job's count, which that job's answers show.
        const unsaved = await tx
          .delete(saves)
          .where(eq(saves.userId, userId))
          .returning({ jobId: saves.jobId });
        const saved =
          unsaved.length === 0
            ? []
            : await tx
                .select({ slug: jobs.slug })
                .from(jobs)
                .where(
                  inArray(
                    jobs.id,
                    unsaved.map((save) => save.jobId),
                  ),
                );
        for (const job of removed) announce({ kind: 'deleted', job });
        for (const job of saved) announce({ kind: 'unsaved', slug: job.slug });
        return {
          result: await rest(tx, removed.length),
          images: new Set(removed.map((job) => job.image)),
        };
      });
      for (const image of images) await removeUnusedImage(image);
      return result;
    },

    /** Live again, or for longer: `days` days from now. */
    renew: (slug: string, userId: number, days: number): Promise<Job | Refusal> =>
      asOwner(slug, userId, async (tx, job, announce) => {
        // Back in the lists when it had expired; a new expiry in its detail either way.
        announce({ kind: 'renewed', job });
        await tx
          .update(jobs)
          // Not onto the board while it awaits approval or is hidden.
          .set({ live: sql`${jobs.moderation} = 'published'`, expiresAt: daysFromNow(days) })
          .where(eq(jobs.id, job.id));
        return asJob(await postedRow(tx, job.id));
      }),
  };
}
