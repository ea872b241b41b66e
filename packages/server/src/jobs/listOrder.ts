// The orders of a list other than the newest first (ListSort): a search's best matches and the
// pay, each a list's tiers, read at once or tier by tier.
import { defaultSalaryCurrency, type ListSort } from '@job/contract';
import {
  and,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  like,
  ne,
  not,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobs, users } from '../db/schema';
import type { JobFilter } from './filters';
import { type Job, type PostedJobRow, postedJobColumns } from './jobRows';
import { searchPattern } from './search';

/**
 * A part of a list's order (`tiersOf`): its jobs, and what orders them, the highest first, before
 * their ids (the newest first) when anything does.
 */
interface Tier {
  condition: SQL | undefined;
  highestFirst?: SQLWrapper;
}

/**
 * Up to how many matches a list's page is ordered in one statement, every match sorted at once;
 * above, tier by tier along the indexes. At 100,000 jobs on PostgreSQL, a search's page with its
 * count: 4,167 matches 27 ms at once, 33 ms by tiers (each tier reads them again); 8,333 matches
 * 43 ms at once, 20 ms by tiers; 25,000 matches ("freelance") 95 ms at once, 40 ms by tiers, as
 * long as the newest first's.
 */
export const sortedAtOnceByDefault = 5_000;

/**
 * The tiers of a list's order other than the newest first (`ListSort`), each read in its own
 * order, then the newest first among equals: a search's best matches (its text in the title, then
 * in the company or city, then only in the brief), or the pay (a month's in the floor's currency,
 * lira without one, the highest first; then the jobs paid in another or with no month's pay).
 */
export function tiersOf(
  sort: Exclude<ListSort, 'newest'>,
  text: string,
  filter: JobFilter,
): Tier[] {
  if (sort === 'relevance') {
    const pattern = searchPattern(text);
    const inTitle = like(jobs.searchTitle, pattern);
    const inPlace = like(jobs.searchPlace, pattern);
    return [
      { condition: inTitle },
      { condition: and(not(inTitle), inPlace) },
      { condition: and(not(inTitle), not(inPlace)) },
    ];
  }
  const currency = filter.salary?.currency ?? defaultSalaryCurrency;
  return [
    {
      condition: and(eq(jobs.salaryCurrency, currency), isNotNull(jobs.salaryMonthly)),
      highestFirst: jobs.salaryMonthly,
    },
    {
      // Never null: a job with no currency is in this tier, not in neither.
      condition: or(
        isNull(jobs.salaryCurrency),
        ne(jobs.salaryCurrency, currency),
        isNull(jobs.salaryMonthly),
      ),
    },
  ];
}

/** A list's page in tiers: every match sorted at once, or tier by tier along the indexes. */
export function createTieredPages(db: Database, asJob: (row: PostedJobRow) => Job) {
  /** The page of a list's rows where `where` holds, in `order`, then the newest first. */
  async function pageWhere(where: SQL | undefined, order: SQL[], offset: number, limit: number) {
    const rows = await db
      .select(postedJobColumns)
      .from(jobs)
      .leftJoin(users, eq(users.id, jobs.userId))
      .where(where)
      .orderBy(...order, desc(jobs.id))
      .offset(offset)
      .limit(limit);
    return rows.map(asJob);
  }

  /** A page of a list ordered in tiers, every match sorted at once. */
  function pageSortedAtOnce(
    where: SQL | undefined,
    tiers: readonly Tier[],
    offset: number,
    limit: number,
  ) {
    const tierOf = sql`CASE ${sql.join(
      tiers.map(({ condition }, tier) => sql`WHEN ${condition} THEN ${sql.raw(String(tier))} `),
    )}END`;
    const within = tiers.flatMap(({ condition, highestFirst }) =>
      highestFirst ? [sql`CASE WHEN ${condition} THEN ${highestFirst} END DESC NULLS LAST`] : [],
    );
    return pageWhere(where, [tierOf, ...within], offset, limit);
  }

  /**
   * A page of a list ordered in tiers, read tier after tier, each along an index as the newest
   * first's page is (the ids, the trigram index, the month's pay), so a page of a common word does
   * not sort every job it matches. A tier is counted only when the page starts past its end.
   */
  async function pageTierByTier(
    where: SQL | undefined,
    tiers: readonly Tier[],
    offset: number,
    limit: number,
  ): Promise<Job[]> {
    const page: Job[] = [];
    let skipped = offset;
    for (const { condition, highestFirst } of tiers) {
      const wanted = limit - page.length;
      if (wanted === 0) break;
      const inTier = and(where, condition);
      const order = highestFirst ? [desc(highestFirst)] : [];
      const rows = await pageWhere(inTier, order, skipped, wanted);
      page.push(...rows);
      if (rows.length === wanted) break;
      // The page reaches past this tier's end: the next tier's rows follow on it at once, or, for
      // a page starting beyond the tier, after the rest of the offset.
      if (rows.length > 0 || skipped === 0) skipped = 0;
      else {
        const [counted] = await db.select({ total: count() }).from(jobs).where(inTier);
        skipped -= counted?.total ?? 0;
      }
    }
    return page;
  }

  return { pageSortedAtOnce, pageTierByTier };
}
