import {
  type ApplyMethod,
  type components,
  isWorkplaceSlug,
  limits,
  type ReviewedField,
  type WorkplaceSlug,
  type WorkTypeCode,
  workTypeByCode,
} from '@job/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  like,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { BoardChanges, Touch, Transaction } from '../cache/boardChanges';
import { contentChanged, savesChanged, visibilityChanged } from '../cache/keys';
import type { Database } from '../db/connect';
import { isForeignKeyViolation } from '../db/errors';
import { keyedQueue } from '../db/keyedQueue';
import {
  applications,
  auditLog,
  images,
  type JobRow,
  jobCounts,
  jobs,
  postingsMade,
  reports,
  saves,
  users,
} from '../db/schema';
import { toWebp } from '../images/process';
import { imageUrl, saveImage } from '../images/service';
import { excerpt, sanitizeDetail } from './sanitize';
import { nextFreeSlug, slugFamily, slugify } from './slug';

export type Job = components['schemas']['Job'];
export type SaveState = components['schemas']['SaveState'];

export interface JobPage {
  data: Job[];
  totalCount: number;
}

/** What a list holds: all jobs, or those of a work type, a workplace, a search text, or several. */
export interface JobFilter {
  workType?: WorkTypeCode | undefined;
  workplace?: WorkplaceSlug | undefined;
  /** Title or brief containing it; empty or absent for no search. */
  text?: string | undefined;
}

export interface NewJob {
  title: string;
  salary: string;
  /** The brief description. */
  description: string;
  workType: WorkTypeCode;
  /** The detail as HTML, as the editor sent it. */
  detail: string;
  /** Null when not given, as are the next two. */
  company: string | null;
  location: string | null;
  workplace: WorkplaceSlug | null;
  /** How to apply; on the site when not given. */
  applyMethod?: ApplyMethod | undefined;
  /** The url or email method's address; ignored for the site. */
  applyTo?: string | null | undefined;
  image: Buffer;
  userId: number | null;
  /** How many days the posting is live, one of limits.postingDays; the default if not given. */
  days?: number | undefined;
}

/** An edit by the poster: the fields of a new job; without an image the job keeps its own. */
export type JobEdit = Omit<NewJob, 'image' | 'userId' | 'days'> & { image?: Buffer | undefined };

/** Why a member's write to a job was not made: no such job, or another member's. */
export type Refusal = 'missing' | 'forbidden';

/**
 * A job's row with the name of the member who posted it (null once the account is gone), and for
 * its poster and the moderators why it was taken down (`moderationReason`).
 */
export type PostedJobRow = JobRow & { postedBy: string | null; moderationReason?: string | null };

/**
 * Why a hidden posting was taken down: the reason of its latest hide (a moderator's, or its
 * poster's suspension's); null for any other posting.
 */
export const moderationReason = sql<string | null>`CASE WHEN ${jobs.moderation} = 'hidden' THEN (
  SELECT ${auditLog.reason} FROM ${auditLog}
  WHERE ${auditLog.jobId} = ${jobs.id} AND ${auditLog.action} = 'hide'
  ORDER BY ${auditLog.id} DESC LIMIT 1) END`;

/** The field mapping of the reference server (ENGINEERING.md, section 3), and the newer fields. */
export function toJob(row: PostedJobRow, publicUrl = ''): Job {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    description2: row.description2,
    image: row.imageName === null ? null : imageUrl(row.imageName, publicUrl),
    type: workTypeByCode(row.workType)?.slug ?? 'full-time',
    salary: row.salary,
    info: row.info,
    save: row.save,
    work_type: row.workType as WorkTypeCode,
    created_at: row.createdAt.toISOString(),
    company: row.company,
    location: row.location,
    // The column's check admits only the slugs.
    workplace: isWorkplaceSlug(row.workplace) ? row.workplace : null,
    posted_by: row.postedBy,
    expires_at: row.expiresAt.toISOString(),
    // Past its moment before the sweep has turned it off, too.
    expired: isExpired(row),
    apply_method: row.applyMethod,
    apply_to: row.applyTo,
    // Said only of a posting off the board, which only its poster and the moderators see.
    ...(row.moderation !== 'published' && { moderation: row.moderation }),
    ...(row.moderationReason && { moderation_reason: row.moderationReason }),
  };
}

/** Past its expiry, also before the sweep has turned it off. */
export function isExpired(row: Pick<JobRow, 'live' | 'expiresAt' | 'moderation'>): boolean {
  // A posting off the board is not live either, without having expired.
  return (!row.live && row.moderation === 'published') || row.expiresAt <= new Date();
}

/** How a new or edited job takes applications, as stored: an address only off the site. */
function applyColumns({ applyMethod = 'site', applyTo }: Pick<NewJob, 'applyMethod' | 'applyTo'>) {
  return { applyMethod, applyTo: applyMethod === 'site' ? null : (applyTo ?? null) };
}

/** The columns of a job and its poster's name; select from jobs left-joined to users. */
const postedJobColumns = { ...getTableColumns(jobs), postedBy: users.name };

/** Live jobs only: the bare column, so the planner matches the list indexes' `WHERE live`. */
const isLive = sql`${jobs.live}`;

/** On the board or expired, but neither awaiting approval nor hidden: what a visitor may reach. */
export const isPublished = eq(jobs.moderation, 'published');

/** What `live` becomes as a posting is published (restored, approved): unless it expired meanwhile. */
export const notYetExpired = sql`${jobs.expiresAt} > now()`;

/** `days` days from the transaction's moment. */
const daysFromNow = (days: number) => sql`now() + make_interval(days => ${days}::int)`;

/**
 * The LIKE pattern of a search text, folded the Turkish way (job_search_fold); an alert stores it,
 * so it compares a new job exactly as the search does.
 */
export function searchPattern(text: string): SQL {
  return sql`job_search_fold(${likePattern(text)})`;
}

/** The text anywhere, as a LIKE pattern before folding. */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * Whether the text has a run of three ASCII letters or digits, which folding keeps: then the
 * trigram index narrows any plan down to the jobs that may contain it. A shorter text ("go", "c#")
 * has no trigram to look up; the index would be read whole, which only a plan made for the text
 * itself avoids by scanning the table (at 100,000 jobs 80-100 ms against 300-400 ms).
 */
const hasTrigram = (text: string) => /[a-z0-9]{3}/i.test(text);

/** The title or brief contains the text, both folded the Turkish way (job_search_fold). */
function searchCondition(text: string): SQL {
  return like(jobs.searchText, searchPattern(text));
}

/** LIKE's wildcards typed by a person are meant literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export type JobService = ReturnType<typeof createJobService>;

/** Thrown to roll back a create whose title's own slug was taken meanwhile. */
const slugTaken = new Error('The slug is taken');

/**
 * Thrown to roll back a create of a member whose postings of the day were reached meanwhile (by
 * their creates sent at once, on any instance); `nextAt` is when the next one is taken.
 */
export class DailyPostingsReached extends Error {
  constructor(readonly nextAt: Date) {
    super('The postings of the day are reached');
  }
}

/** Thrown to roll back a create whose poster's account was deleted while it was on its way. */
export class PosterGone extends Error {
  constructor() {
    super('The poster is gone');
  }
}

/**
 * What an edit changes of what a moderator reviews: the words a visitor trusts it by, where
 * applications go and the picture (a new apply address or image could make an approved posting a
 * phishing page); not its terms (salary, city, work type, workplace).
 */
function reviewedChanges(
  job: JobRow,
  edit: JobEdit,
  description: string,
  imageName: string | undefined,
): ReviewedField[] {
  const apply = applyColumns(edit);
  const changes: [ReviewedField, boolean][] = [
    ['title', job.title !== edit.title],
    ['description', job.info !== edit.description],
    ['detail', job.description !== description],
    ['company', job.company !== edit.company],
    ['apply', job.applyMethod !== apply.applyMethod || job.applyTo !== apply.applyTo],
    ['image', imageName !== undefined && imageName !== job.imageName],
  ];
  return changes.flatMap(([field, changed]) => (changed ? [field] : []));
}

/**
 * The saved searches a posting is matched against as it reaches the lists (alerts/): `queue` in
 * the transaction that puts it there, `nudge` once that has committed, which matches it.
 */
export interface JobAlerts {
  queue: (tx: Transaction, jobId: number) => Promise<unknown>;
  nudge: () => void;
}

/** Without `changes` (the seed, tests of the service alone) no read cache is there to drop. */
export function createJobService(
  db: Database,
  changes: Pick<BoardChanges, 'write'> = {
    write: (work) => db.transaction((tx) => work(tx, () => {})),
  },
  /** Makes image URLs absolute, for clients on other origins (see AppConfig). */
  publicUrl = '',
  {
    preModeration = false,
    alerts,
    postingsPerDay = Number.POSITIVE_INFINITY,
    oneTransactionAtATime = false,
  }: {
    /**
     * MODERATION=pre: new postings, and edits of what a moderator reviews (reviewedChanges), wait
     * for a moderator's approval.
     */
    preModeration?: boolean;
    /** The saved searches a new live job is matched against. */
    alerts?: JobAlerts;
    /** How many postings a member may make in 24 hours (POSTINGS_PER_DAY). */
    postingsPerDay?: number;
    /** PGlite: its transactions take turns already, so a member's writes need no lock of theirs. */
    oneTransactionAtATime?: boolean;
  } = {},
) {
  const asJob = (row: PostedJobRow) => toJob(row, publicUrl);
  const inTurn = keyedQueue();
  const inListTurn = keyedQueue();

  /**
   * When the member may post again, if they made `postingsPerDay` postings in the last day,
   * deleted ones included (when the oldest of those turns a day old), else null; no row when the
   * member is gone. One statement: a create asks it in its transaction, where every statement
   * counts.
   */
  async function nextPosting(
    query: Database,
    userId: number,
  ): Promise<{ nextAt: Date | null } | undefined> {
    // The postingsPerDay-th newest (ids follow time): that many index rows read, however many
    // the member posted before.
    const nextAt = Number.isFinite(postingsPerDay)
      ? sql`(SELECT nth.made_at + interval '1 day' FROM (
          SELECT ${postingsMade.madeAt} FROM ${postingsMade} WHERE ${postingsMade.userId} = ${userId}
          ORDER BY ${postingsMade.jobId} DESC OFFSET ${postingsPerDay - 1} LIMIT 1) AS nth
          WHERE nth.made_at > now() - interval '1 day')`
      : sql`NULL`;
    const [poster] = await query
      .select({ nextAt: nextAt.mapWith(postingsMade.madeAt) })
      .from(users)
      .where(eq(users.id, userId));
    return poster;
  }

  /**
   * Takes, on every instance, the member's turn among the writes of their postings as a whole: a
   * create, and the deletion of their account.
   */
  const lockPostingsOf = async (tx: Transaction, userId: number) => {
    // Every statement is a share of PGlite's request thread: with this one, the mixed load was
    // served 15-22 % fewer requests (docs/benchmarks.md, why the mixed load misses).
    if (oneTransactionAtATime) return;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('postings'), ${userId}::integer)`);
  };

  /**
   * Begins a create's transaction in the poster's turn (the seed's jobs have none). A posting past
   * their postings of the day is refused: counted only before the transaction, creates sent at
   * once all passed; in turn, each counts the ones committed before it. An account deleted in
   * between waits for the create (and takes the posting with it), or is gone when it comes.
   */
  async function inPosterTurn(tx: Transaction, userId: number | null): Promise<void> {
    if (userId === null) return;
    await lockPostingsOf(tx, userId);
    const poster = await nextPosting(tx, userId);
    if (!poster) throw new PosterGone();
    if (poster.nextAt) throw new DailyPostingsReached(poster.nextAt);
  }

  /** How many jobs a list without search text has: a read of a few rows kept by triggers. */
  async function countListed({ workType, workplace }: JobFilter): Promise<number> {
    const [row] = await db
      .select({ total: sql`coalesce(sum(${jobCounts.total}), 0)`.mapWith(Number) })
      .from(jobCounts)
      .where(
        and(
          workType === undefined ? undefined : eq(jobCounts.workType, workType),
          workplace === undefined ? undefined : eq(jobCounts.workplace, workplace),
        ),
      );
    return row?.total ?? 0;
  }

  /**
   * A search's count with or without a work type and a workplace, prepared once: on PostgreSQL a
   * named statement, parsed once per connection and, from its sixth run, no longer planned (the
   * planning took longer than the run for a new word); and built once by drizzle. Its plan is the
   * generic one, the trigram index whatever the text, so only texts that have a trigram use it.
   * The folded pattern is a subquery, computed once per search: as a bare call on a parameter, a
   * generic plan would fold it again for every row it rechecks (90-180 ms against 28-39 ms
   * for "freelance" at 100,000 jobs).
   */
  const prepareCount = (byType: boolean, byPlace: boolean) =>
    db
      .select({ total: count() })
      .from(jobs)
      .where(
        and(
          isLive,
          byType ? eq(jobs.workType, sql.placeholder('workType')) : undefined,
          byPlace ? eq(jobs.workplace, sql.placeholder('workplace')) : undefined,
          like(jobs.searchText, sql`(SELECT job_search_fold(${sql.placeholder('pattern')}))`),
        ),
      )
      .prepare(`search_count_${Number(byType)}${Number(byPlace)}`);
  const preparedCounts = new Map<string, ReturnType<typeof prepareCount>>();

  /** A search's matches are counted: no trigger can keep a count for every text. */
  async function countMatches(
    { workType, workplace }: JobFilter,
    text: string,
    where: SQL | undefined,
  ): Promise<number> {
    if (!hasTrigram(text)) {
      const [row] = await db.select({ total: count() }).from(jobs).where(where);
      return row?.total ?? 0;
    }
    const key = `${workType !== undefined}${workplace !== undefined}`;
    let prepared = preparedCounts.get(key);
    if (!prepared) {
      prepared = prepareCount(workType !== undefined, workplace !== undefined);
      preparedCounts.set(key, prepared);
    }
    const [row] = await prepared.execute({ pattern: likePattern(text), workType, workplace });
    return row?.total ?? 0;
  }

  /** The jobs that meet `condition`, newest first, with their posters' names. */
  async function jobsWhere(condition: SQL): Promise<Job[]> {
    const rows = await db
      .select(postedJobColumns)
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(condition)
      .orderBy(desc(jobs.id));
    return rows.map(asJob);
  }

  /** The jobs of these ids, newest first, with their posters' names. */
  const jobsOf = (ids: SQLWrapper) => jobsWhere(inArray(jobs.id, ids));

  /** A page of a list, newest first, with the count of all it holds. */
  async function list(filter: JobFilter, offset: number, limit: number): Promise<JobPage> {
    const text = filter.text?.trim() ?? '';
    const where = and(
      isLive,
      filter.workType === undefined ? undefined : eq(jobs.workType, filter.workType),
      filter.workplace === undefined ? undefined : eq(jobs.workplace, filter.workplace),
      text === '' ? undefined : searchCondition(text),
    );
    const totalCount =
      text === '' ? await countListed(filter) : await countMatches(filter, text, where);
    if (offset >= totalCount) return { data: [], totalCount };
    // An offset walks every row before it, so walk from the nearer end: the last page costs what
    // the first does. Only a narrow index of ids is walked (an index-only scan), then the page's
    // rows are read. Planned for its text each time, not prepared: a common word's page walks the
    // ids backwards (0.2-1 ms at 100,000 jobs), a rare word's reads the trigram index and sorts,
    // and one generic plan for both took 20-50 ms for common words.
    const rowsAfterPage = totalCount - offset - limit;
    const fromOldest = rowsAfterPage < offset;
    const pageIds = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(fromOldest ? asc(jobs.id) : desc(jobs.id))
      .offset(fromOldest ? Math.max(rowsAfterPage, 0) : offset)
      .limit(fromOldest ? Math.min(limit, totalCount - offset) : limit);
    return { data: await jobsOf(pageIds), totalCount };
  }

  return {
    /** How many jobs the board has. */
    count: () => countListed({}),

    /**
     * Newest first, narrowed by any of the filters; a text finds the jobs whose title or brief
     * contains it, ignoring case and accents the Turkish way.
     */
    list,

    /**
     * The address and date of each live job of a sitemap's part `part` (from 0), oldest first: the
     * jobs whose ids are in the part's run of `size` ids; or of `all` the jobs, `size` at most. A job keeps its part as others come and
     * go, and a part is one range of the index, however many jobs the board has.
     */
    async addresses(
      part: number | 'all',
      size: number,
    ): Promise<{ slug: string; createdAt: Date }[]> {
      // No id is past an integer column's largest, and PostgreSQL would refuse a bound past it.
      const largestId = 2 ** 31 - 1;
      if (part !== 'all' && part * size >= largestId) return [];
      return db
        .select({ slug: jobs.slug, createdAt: jobs.createdAt })
        .from(jobs)
        .where(
          part === 'all'
            ? isLive
            : and(
                isLive,
                gt(jobs.id, part * size),
                lte(jobs.id, Math.min((part + 1) * size, largestId)),
              ),
        )
        .orderBy(asc(jobs.id))
        .limit(size);
    },

    /**
     * The parts of a sitemap index: for each run of `size` ids (from 0) that has a live job, its
     * number and the date of its newest job. One step down the index per part, not a pass over
     * every job (2.7 s at a million jobs).
     */
    async addressParts(size: number): Promise<{ part: number; newest: Date }[]> {
      const parts = await db.execute(sql`
        SELECT part, (
          SELECT ${jobs.createdAt} FROM ${jobs}
          WHERE ${isLive} AND ${jobs.id} > part * ${size}::int
            AND ${jobs.id} <= (part + 1) * ${size}::int
          ORDER BY ${jobs.id} DESC LIMIT 1
        ) AS newest
        FROM generate_series(
          0, (SELECT (max(${jobs.id}) - 1) / ${size}::int FROM ${jobs} WHERE ${isLive})
        ) AS part`);
      const rows = (parts as unknown as { rows: { part: number; newest: string | Date | null }[] })
        .rows;
      return rows.flatMap(({ part, newest }) =>
        newest === null ? [] : [{ part: Number(part), newest: new Date(newest) }],
      );
    },

    /** The member's own job of this slug; undefined when there is none or it is another's. */
    async ownJob(slug: string, userId: number): Promise<Job | undefined> {
      const [row] = await db
        .select(postedJobColumns)
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(and(eq(jobs.slug, slug), eq(jobs.userId, userId)));
      return row && asJob(row);
    },

    /** A posting a visitor may read: never one awaiting approval or hidden (as if deleted). */
    async bySlug(slug: string): Promise<Job | undefined> {
      const [row] = await db
        .select(postedJobColumns)
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(and(eq(jobs.slug, slug), isPublished));
      return row && asJob(row);
    },

    /** The limit a refusal names. */
    postingsPerDay,

    /** When the member may post again, if they have made their postings of the day; else null. */
    nextPostingAt: async (userId: number) => (await nextPosting(db, userId))?.nextAt ?? null,

    async create(job: NewJob): Promise<Job> {
      const image = await toWebp(job.image);
      const base = slugify(job.title);
      const description = sanitizeDetail(job.detail);
      /**
       * Stores the job under `slug`, unless a job has it (a create of it still under way is
       * waited for): then nothing.
       */
      const insertUnder = (tx: Transaction, slug: string) =>
        tx
          .insert(jobs)
          .values({
            title: job.title,
            slug,
            info: job.description,
            description,
            description2: excerpt(description),
            salary: job.salary,
            workType: job.workType,
            company: job.company,
            location: job.location,
            workplace: job.workplace,
            ...applyColumns(job),
            imageName: image.name,
            userId: job.userId,
            expiresAt: daysFromNow(job.days ?? limits.defaultPostingDays),
            ...(preModeration && { moderation: 'pending' as const, live: false }),
          })
          .onConflictDoNothing({ target: jobs.slug })
          .returning({ id: jobs.id, slug: jobs.slug });
      const stored = async (
        tx: Transaction,
        touch: Touch,
        inserted: { id: number; slug: string },
      ) => {
        touch(visibilityChanged({ ...job, ...inserted }));
        // A posting waiting for approval matches no alert yet.
        if (!preModeration) await alerts?.queue(tx, inserted.id);
        return postedRow(tx, inserted.id);
      };
      // A live job adds one to its list's count (migration 0005's trigger), whose row the create
      // then holds until it commits: creates of one list (work type and workplace) would each
      // wait for that row holding a pooled connection, and a burst of them left the reads waiting
      // for the pool (docs/benchmarks.md, why the mixed load misses). They take turns here, before
      // they take one.
      const writeInListTurn = <T>(work: (tx: Transaction, touch: Touch) => Promise<T>) =>
        preModeration
          ? changes.write(work)
          : inListTurn(`${job.workType}:${job.workplace ?? ''}`, () => changes.write(work));
      // Most titles are free: stored under their own slug at once, queued behind no other create
      // of their family (creates of one family queued here, one at a time per instance, for 1-3 s
      // under load).
      const underBase = await writeInListTurn(async (tx, touch) => {
        await inPosterTurn(tx, job.userId);
        // In the job's transaction: a job that fails to be stored leaves no image behind.
        await saveImage(tx, image);
        const [inserted] = await insertUnder(tx, base);
        if (!inserted) throw slugTaken; // rolled back, image and all
        return stored(tx, touch, inserted);
      }).catch((error: unknown) => {
        if (error === slugTaken) return undefined;
        throw error;
      });
      const row =
        underBase ??
        (await inTurn(slugFamily(base), () =>
          writeInListTurn(async (tx, touch) => {
            await inPosterTurn(tx, job.userId);
            await saveImage(tx, image);
            // Creates on every instance that could pick the same numbered slug queue here, so
            // each sees the slugs taken before it. Taken after the image is saved: the lock is
            // held only while the slug is chosen and used.
            await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${slugFamily(base)}))`);
            for (;;) {
              const taken = await tx
                .select({ slug: jobs.slug })
                .from(jobs)
                .where(sql`${jobs.slug} = ${base} OR ${jobs.slug} LIKE ${`${escapeLike(base)}-%`}`);
              const slug = nextFreeSlug(
                base,
                taken.map((t) => t.slug),
              );
              // A create under its own base ("Go 2" as go-2) takes no lock: taken meanwhile, the
              // next number is looked for.
              const [inserted] = await insertUnder(tx, slug);
              if (inserted) return stored(tx, touch, inserted);
            }
          }),
        ));
      alerts?.nudge();
      return asJob(row);
    },

    /** The poster's new fields; the slug and the expiry stay. */
    async update(slug: string, userId: number, edit: JobEdit): Promise<Job | Refusal> {
      const image = edit.image && (await toWebp(edit.image));
      const description = sanitizeDetail(edit.detail);
      const updated = await asOwner(slug, userId, async (tx, job, touch) => {
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
        touch(contentChanged(job, { ...edit, info: edit.description }));
        // Out of its lists until approved again.
        if (backToQueue) touch(visibilityChanged(job));
        await tx
          .update(jobs)
          .set({
            title: edit.title,
            info: edit.description,
            description,
            description2: excerpt(description),
            salary: edit.salary,
            workType: edit.workType,
            company: edit.company,
            location: edit.location,
            workplace: edit.workplace,
            ...applyColumns(edit),
            ...(image && { imageName: image.name }),
            ...(backToQueue && { moderation: 'pending' as const, live: false }),
          })
          .where(eq(jobs.id, job.id));
        const replaced = image && image.name !== job.imageName ? job.imageName : null;
        return { row: await postedRow(tx, job.id), replaced };
      });
      if (typeof updated === 'string') return updated;
      await removeUnusedImage(updated.replaced);
      return asJob(updated.row);
    },

    /** Deletes the poster's job, its saves (the foreign key cascades) and its image if unused. */
    async remove(slug: string, userId: number): Promise<true | Refusal> {
      const removed = await asOwner(slug, userId, async (tx, job, touch) => {
        await tx.delete(jobs).where(eq(jobs.id, job.id));
        touch(visibilityChanged(job));
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
      const { result, images } = await changes.write(async (tx, touch) => {
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
        for (const job of removed) touch(visibilityChanged(job));
        for (const job of saved) touch(savesChanged(job.slug));
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
      asOwner(slug, userId, async (tx, job, touch) => {
        // Back in the lists when it had expired; a new expiry in its detail either way.
        touch(visibilityChanged(job));
        await tx
          .update(jobs)
          // Not onto the board while it awaits approval or is hidden.
          .set({ live: sql`${jobs.moderation} = 'published'`, expiresAt: daysFromNow(days) })
          .where(eq(jobs.id, job.id));
        return asJob(await postedRow(tx, job.id));
      }),

    /**
     * Saves or unsaves the job for the member; doing it twice changes nothing. The saves' trigger
     * keeps the job's save. Undefined when no job has the slug.
     */
    setSaved: (slug: string, userId: number, saved: boolean): Promise<SaveState | undefined> =>
      changes.write(async (tx, touch) => {
        // Key share: a delete of the job waits for this save, or this read waits for the delete.
        const [job] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.slug, slug), isPublished))
          .for('key share');
        if (!job) return undefined;
        // The count shows in the job's detail and in every list page, feed and page showing it;
        // no list's members change.
        touch(savesChanged(slug));
        const pair = and(eq(saves.userId, userId), eq(saves.jobId, job.id));
        if (saved) await tx.insert(saves).values({ userId, jobId: job.id }).onConflictDoNothing();
        else await tx.delete(saves).where(pair);
        const [now] = await tx.select({ save: jobs.save }).from(jobs).where(eq(jobs.id, job.id));
        return { saved, save: now?.save ?? 0 };
      }),

    /** The jobs the member saved, newest saved first, expired ones too. */
    async savedBy(userId: number): Promise<Job[]> {
      const rows = await db
        .select(postedJobColumns)
        .from(saves)
        .innerJoin(jobs, eq(jobs.id, saves.jobId))
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(and(eq(saves.userId, userId), isPublished))
        .orderBy(desc(saves.createdAt), desc(jobs.id));
      return rows.map(asJob);
    },

    /**
     * The jobs the member posted, newest first, expired ones too, each with its applications
     * counted: in one query, the counts grouped over the member's postings.
     */
    async postedBy(userId: number): Promise<Job[]> {
      const counts = db
        .select({
          jobId: applications.jobId,
          total: count().as('total'),
          fresh: count(sql`CASE WHEN ${applications.status} = 'new' THEN 1 END`).as('fresh'),
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(jobs.userId, userId))
        .groupBy(applications.jobId)
        .as('counts');
      const rows = await db
        .select({
          ...postedJobColumns,
          moderationReason,
          total: counts.total,
          fresh: counts.fresh,
        })
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.userId))
        .leftJoin(counts, eq(counts.jobId, jobs.id))
        .where(eq(jobs.userId, userId))
        .orderBy(desc(jobs.id));
      return rows.map(({ total, fresh, ...row }) => ({
        ...asJob(row),
        applications: { total: total ?? 0, new: fresh ?? 0 },
      }));
    },

    /** When the next live job expires; undefined when none is live. */
    async nextExpiry(): Promise<Date | undefined> {
      const [row] = await db
        .select({ next: sql`min(${jobs.expiresAt})`.mapWith(jobs.expiresAt) })
        .from(jobs)
        .where(isLive);
      return row?.next ?? undefined;
    },

    /**
     * Takes the jobs whose expiry has passed out of the lists and counts; answers how many. Safe on
     * any number of instances at once: a row another sweep turned off no longer matches `live`
     * once its lock is released, so each job is turned off (and uncounted) once.
     */
    async sweepExpired(): Promise<number> {
      // Most runs find nothing: a read, so they drop no instance's cache. The earliest expiry is
      // one step down the index of live expiries; a filter on expires_at would be planned from
      // the statistics of every job, the expired ones included, and scan the table.
      const [earliest] = await db
        .select({ due: sql<boolean>`min(${jobs.expiresAt}) <= now()` })
        .from(jobs)
        .where(isLive);
      if (!earliest?.due) return 0;
      const turnedOff = await changes.write(async (tx, touch) => {
        const expired = await tx
          .update(jobs)
          .set({ live: false })
          .where(and(isLive, lte(jobs.expiresAt, sql`now()`)))
          .returning({
            id: jobs.id,
            slug: jobs.slug,
            workType: jobs.workType,
            workplace: jobs.workplace,
          });
        for (const job of expired) touch(visibilityChanged(job));
        return expired;
      });
      return turnedOff.length;
    },
  };

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

  /** A job's row and its poster's name, inside the write that changed it. */
  async function postedRow(tx: Transaction, id: number): Promise<PostedJobRow> {
    const [row] = await tx
      .select(postedJobColumns)
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(eq(jobs.id, id));
    if (!row) throw new Error(`Job ${id} is not there`);
    return row;
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
    work: (tx: Transaction, job: JobRow, touch: Touch) => Promise<T>,
  ): Promise<T | Refusal> {
    const found = await ownedJob(slug, userId);
    if (typeof found === 'string') return found;
    return changes.write(async (tx, touch) => {
      const job = await ownedJob(slug, userId, tx);
      return typeof job === 'string' ? job : work(tx, job, touch);
    });
  }
}
