// The sitemap's reads: the live jobs' addresses, in parts of a run of ids each, and the parts.
import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobs } from '../db/schema';
import { isLive } from './jobRows';

export function createSitemapReads(db: Database) {
  return {
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
  };
}
