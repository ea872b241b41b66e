// A new posting: stored under a free slug with its image, in its poster's turn and its list's,
// and matched against the saved searches once it reaches the lists.
import {
  type ApplyMethod,
  countryOfCity,
  limits,
  type PosterQuestion,
  type SalaryFigures,
  type WorkplaceSlug,
  type WorkTypeCode,
} from '@job/contract';
import { sql } from 'drizzle-orm';
import type { BoardChanges, Transaction } from '../cache/boardChanges';
import type { Announce } from '../cache/invalidation';
import { keyedQueue } from '../db/keyedQueue';
import { companyMembers, jobs } from '../db/schema';
import { toWebp } from '../images/process';
import { saveImage } from '../images/service';
import { daysFromNow, type Job, type PostedJobRow, postedRow } from './jobRows';
import type { PosterTurns } from './postingsOfTheDay';
import { excerpt, sanitizeDetail } from './sanitize';
import { slugify } from './slug';
import { type CreateWrite, createSlugAllocation } from './slugAllocation';

export interface NewJob {
  title: string;
  salary: string;
  /** The salary as figures; null when it has none (left empty, or a text not read as one). */
  salaryFigures: SalaryFigures | null;
  /** The brief description. */
  description: string;
  workType: WorkTypeCode;
  /** The detail as HTML, as the editor sent it. */
  detail: string;
  /** Null when not given, as are the next three. */
  company: string | null;
  location: string | null;
  /** The city's country (a code); its own country for a city the forms suggest when not given. */
  country?: string | null | undefined;
  workplace: WorkplaceSlug | null;
  /** Remote work only: the countries its applicants must live in; none for anywhere. */
  applicantCountries?: readonly string[] | undefined;
  /** How to apply; on the site when not given. */
  applyMethod?: ApplyMethod | undefined;
  /** The url or email method's address; ignored for the site. */
  applyTo?: string | null | undefined;
  /**
   * Applications on the site must carry a cover note; left out, a new job asks for none and an
   * edited one keeps what it asked.
   */
  coverNoteRequired?: boolean | undefined;
  /**
   * The screening questions applications on the site answer, with their ids; left out, a new job
   * asks none and an edited one keeps what it asked.
   */
  screeningQuestions?: PosterQuestion[] | undefined;
  image: Buffer;
  userId: number | null;
  /**
   * The company it is posted as (its name then in `company`), checked to be the poster's; none
   * when left out.
   */
  companyId?: number | null | undefined;
  /** How many days the posting is live, one of limits.postingDays; the default if not given. */
  days?: number | undefined;
}

/**
 * How a new or edited job takes applications, as stored: an address only off the site, a cover
 * note and screening questions asked for only on it. What an edit leaves out is not set: the job
 * keeps it.
 */
export function applyColumns({
  applyMethod = 'site',
  applyTo,
  coverNoteRequired,
  screeningQuestions,
}: Pick<NewJob, 'applyMethod' | 'applyTo' | 'coverNoteRequired' | 'screeningQuestions'>) {
  const onSite = applyMethod === 'site';
  return {
    applyMethod,
    applyTo: onSite ? null : (applyTo ?? null),
    ...((coverNoteRequired !== undefined || !onSite) && {
      coverNoteRequired: onSite && coverNoteRequired === true,
    }),
    ...((screeningQuestions !== undefined || !onSite) && {
      screeningQuestions: onSite ? (screeningQuestions ?? []) : [],
    }),
  };
}

/**
 * Where a new or edited job is, as stored: a city without a country, sent by the original client or
 * left for the form to fill, takes the country of a city the forms suggest; only remote work keeps
 * the countries its applicants must live in.
 */
export function placeColumns({
  location,
  country,
  workplace,
  applicantCountries = [],
}: Pick<NewJob, 'location' | 'country' | 'workplace' | 'applicantCountries'>) {
  return {
    location,
    country: country || countryOfCity(location) || null,
    workplace,
    applicantCountries: workplace === 'remote' ? [...applicantCountries] : [],
  };
}

/**
 * The company a new or edited job is posted as, stored only while its poster still belongs to it:
 * a membership ended since the form was checked posts it as the member alone.
 */
export function companyColumn({ companyId, userId }: Pick<NewJob, 'companyId' | 'userId'>) {
  if (companyId == null) return null;
  if (userId === null) return companyId;
  return sql<number>`(SELECT ${companyMembers.companyId} FROM ${companyMembers}
    WHERE ${companyMembers.companyId} = ${companyId} AND ${companyMembers.userId} = ${userId})`;
}

/** A new or edited job's salary figures, as stored: all null for none. */
export function salaryColumns({ salaryFigures: figures }: Pick<NewJob, 'salaryFigures'>) {
  return {
    salaryMin: figures?.min ?? null,
    salaryMax: figures?.max ?? null,
    salaryCurrency: figures?.currency ?? null,
    salaryPeriod: figures?.period ?? null,
  };
}

/**
 * The saved searches a posting is matched against as it reaches the lists (alerts/): `queue` in
 * the transaction that puts it there, `nudge` once that has committed, which matches it.
 */
export interface JobAlerts {
  queue: (tx: Transaction, jobId: number) => Promise<unknown>;
  nudge: () => void;
}

export function createJobCreation({
  changes,
  asJob,
  preModeration,
  alerts,
  inPosterTurn,
}: {
  changes: Pick<BoardChanges, 'write'>;
  asJob: (row: PostedJobRow) => Job;
  preModeration: boolean;
  alerts: JobAlerts | undefined;
  inPosterTurn: PosterTurns['inPosterTurn'];
}) {
  const inListTurn = keyedQueue();
  const underFreeSlug = createSlugAllocation();

  return async function create(job: NewJob): Promise<Job> {
    const image = await toWebp(job.image);
    const description = sanitizeDetail(job.detail);
    /**
     * Stores the job under `slug`, unless a job has it (a create of it still under way is waited
     * for): then nothing.
     */
    const storeUnder = async (tx: Transaction, announce: Announce, slug: string) => {
      const [inserted] = await tx
        .insert(jobs)
        .values({
          title: job.title,
          slug,
          info: job.description,
          description,
          description2: excerpt(description),
          salary: job.salary,
          ...salaryColumns(job),
          workType: job.workType,
          company: job.company,
          companyId: companyColumn(job),
          ...placeColumns(job),
          ...applyColumns(job),
          imageName: image.name,
          userId: job.userId,
          expiresAt: daysFromNow(job.days ?? limits.defaultPostingDays),
          ...(preModeration && { moderation: 'pending' as const, live: false }),
        })
        .onConflictDoNothing({ target: jobs.slug })
        .returning({ id: jobs.id, slug: jobs.slug });
      if (!inserted) return undefined;
      announce({ kind: 'posted', job: { ...job, ...inserted } });
      // A posting waiting for approval matches no alert yet.
      if (!preModeration) await alerts?.queue(tx, inserted.id);
      return postedRow(tx, inserted.id);
    };
    // A live job adds one to its list's count (migration 0005's trigger), whose row the create
    // then holds until it commits: creates of one list (work type and workplace) would each wait
    // for that row holding a pooled connection, and a burst of them left the reads waiting for
    // the pool (docs/benchmarks.md, why the mixed load misses). They take turns here, before they
    // take one.
    const writeInListTurn = <T>(work: (tx: Transaction, announce: Announce) => Promise<T>) =>
      preModeration
        ? changes.write(work)
        : inListTurn(`${job.workType}:${job.workplace ?? ''}`, () => changes.write(work));
    const write: CreateWrite = (work) =>
      writeInListTurn(async (tx, announce) => {
        await inPosterTurn(tx, job.userId);
        // In the job's transaction: a job that fails to be stored leaves no image behind.
        await saveImage(tx, image);
        return work(tx, announce);
      });
    const row = await underFreeSlug(slugify(job.title), write, storeUnder);
    alerts?.nudge();
    return asJob(row);
  };
}
