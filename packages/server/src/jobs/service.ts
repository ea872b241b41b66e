import { type components, limits, type WorkTypeCode, workTypeByCode } from '@job/contract';
import { asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { type JobRow, jobCounts, jobs } from '../db/schema';
import { toWebp } from '../images/process';
import { imageUrl, saveImage } from '../images/service';
import { excerpt, sanitizeDetail } from './sanitize';
import { nextFreeSlug, slugify } from './slug';

export type Job = components['schemas']['Job'];

export interface JobPage {
  data: Job[];
  totalCount: number;
}

export interface NewJob {
  title: string;
  salary: string;
  /** The brief description. */
  description: string;
  workType: WorkTypeCode;
  /** The detail as HTML, as the editor sent it. */
  detail: string;
  image: Buffer;
  userId: number | null;
}

/** The field mapping of the reference server (ENGINEERING.md, section 3). */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    description2: row.description2,
    image: row.imageName === null ? null : imageUrl(row.imageName),
    type: workTypeByCode(row.workType)?.slug ?? 'full-time',
    salary: row.salary,
    info: row.info,
    save: row.save,
    work_type: row.workType as WorkTypeCode,
    created_at: row.createdAt.toISOString(),
  };
}

/** LIKE's wildcards typed by a person are meant literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export type JobService = ReturnType<typeof createJobService>;

export function createJobService(db: Database) {
  /** How many jobs there are, of one work type or of all: kept by triggers (migration 0003). */
  async function countJobs(workType: WorkTypeCode | undefined): Promise<number> {
    const [row] = await db
      .select({ total: sql`coalesce(sum(${jobCounts.total}), 0)`.mapWith(Number) })
      .from(jobCounts)
      .where(workType === undefined ? undefined : eq(jobCounts.workType, workType));
    return row?.total ?? 0;
  }

  async function page(
    workType: WorkTypeCode | undefined,
    offset: number,
    limit: number,
  ): Promise<JobPage> {
    const totalCount = await countJobs(workType);
    if (offset >= totalCount) return { data: [], totalCount };
    // An offset walks every row before it, so walk from the nearer end: the last page costs what
    // the first does. Only the narrow id index is walked (an index-only scan), then the page's
    // rows are read.
    const rowsAfterPage = totalCount - offset - limit;
    const fromOldest = rowsAfterPage < offset;
    const where = workType === undefined ? undefined : eq(jobs.workType, workType);
    const pageIds = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(fromOldest ? asc(jobs.id) : desc(jobs.id))
      .offset(fromOldest ? Math.max(rowsAfterPage, 0) : offset)
      .limit(fromOldest ? Math.min(limit, totalCount - offset) : limit);
    const rows = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, pageIds))
      .orderBy(desc(jobs.id));
    return { data: rows.map(toJob), totalCount };
  }

  return {
    /** How many jobs the board has. */
    count: () => countJobs(undefined),

    /** Newest first. */
    paginate: (offset: number, limit: number) => page(undefined, offset, limit),

    /** Newest first, of one type of work. */
    ofType: (workType: WorkTypeCode, offset: number, limit: number) =>
      page(workType, offset, limit),

    /** Title or brief containing the text, ignoring case and accents the Turkish way. */
    async search(text: string): Promise<Job[]> {
      const pattern = `%${escapeLike(text.trim())}%`;
      const rows = await db
        .select()
        .from(jobs)
        .where(like(jobs.searchText, sql`job_search_fold(${pattern})`))
        .orderBy(desc(jobs.id))
        .limit(limits.searchMaxResults);
      return rows.map(toJob);
    },

    async bySlug(slug: string): Promise<Job | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.slug, slug));
      return row && toJob(row);
    },

    async create(job: NewJob): Promise<Job> {
      const image = await toWebp(job.image);
      await saveImage(db, image);
      const base = slugify(job.title);
      const description = sanitizeDetail(job.detail);
      const row = await db.transaction(async (tx) => {
        // Creates of the same title queue here, so each one sees the slugs taken before it.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${base}))`);
        const taken = await tx
          .select({ slug: jobs.slug })
          .from(jobs)
          .where(sql`${jobs.slug} = ${base} OR ${jobs.slug} LIKE ${`${escapeLike(base)}-%`}`);
        const [inserted] = await tx
          .insert(jobs)
          .values({
            title: job.title,
            slug: nextFreeSlug(
              base,
              taken.map((t) => t.slug),
            ),
            info: job.description,
            description,
            description2: excerpt(description),
            salary: job.salary,
            workType: job.workType,
            imageName: image.name,
            userId: job.userId,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('The insert returned no row');
      return toJob(row);
    },
  };
}
