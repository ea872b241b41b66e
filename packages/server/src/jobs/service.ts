import { type components, limits, type WorkTypeCode, workTypeByCode } from '@job/contract';
import { count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { type JobRow, jobs } from '../db/schema';
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

// The same expression as the trigram index of migration 0001, so the planner can use the index.
const searchable = sql`job_search_fold(${jobs.title} || ' ' || ${jobs.info})`;

/** LIKE's wildcards typed by a person are meant literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export type JobService = ReturnType<typeof createJobService>;

export function createJobService(db: Database) {
  async function page(where: SQL | undefined, offset: number, limit: number): Promise<JobPage> {
    // A deep offset walks every row before it: walk the narrow id index (an index-only scan)
    // rather than the wide rows, then read just the page's rows (bench:api, offset 99,995 of
    // 100,000: 36 ms -> 10 ms on PostgreSQL).
    const pageIds = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .offset(offset)
      .limit(limit);
    const [rows, [total]] = await Promise.all([
      db.select().from(jobs).where(inArray(jobs.id, pageIds)).orderBy(desc(jobs.id)),
      db.select({ value: count() }).from(jobs).where(where),
    ]);
    return { data: rows.map(toJob), totalCount: total?.value ?? 0 };
  }

  return {
    /** Newest first. */
    paginate: (offset: number, limit: number) => page(undefined, offset, limit),

    /** Newest first, of one type of work. */
    ofType: (workType: WorkTypeCode, offset: number, limit: number) =>
      page(eq(jobs.workType, workType), offset, limit),

    /** Title or brief containing the text, ignoring case and accents the Turkish way. */
    async search(text: string): Promise<Job[]> {
      const pattern = `%${escapeLike(text.trim())}%`;
      const rows = await db
        .select()
        .from(jobs)
        .where(like(searchable, sql`job_search_fold(${pattern})`))
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
