// What a visitor reads of the jobs: the lists, filtered, searched and ordered, with their counts,
// and a posting by its slug.
import { defaultSortOf } from '@job/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  like,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobCounts, jobs, users } from '../db/schema';
import { createFilterCounts } from './counts';
import { filterConditions, type JobFilter, type JobPage, narrowedPastJobCounts } from './filters';
import { isLive, isPublished, type Job, type PostedJobRow, postedJobColumns } from './jobRows';
import { createTieredPages, sortedAtOnceByDefault, tiersOf } from './listOrder';
import { hasTrigram, likePattern, searchCondition } from './search';

/**
 * The reads of a visitor. `sortedAtOnceUpTo` is for tests, which hold both ways of ordering a page
 * to the same answers.
 */
export function createJobReads(
  db: Database,
  asJob: (row: PostedJobRow) => Job,
  sortedAtOnceUpTo = sortedAtOnceByDefault,
) {
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
  const facetCounts = createFilterCounts(db);

  /**
   * A search's matches are counted (no trigger can keep a count for every text), and a list's whose
   * floor `job_facets` do not keep.
   */
  async function countMatches(
    filter: JobFilter,
    text: string,
    where: SQL | undefined,
  ): Promise<number> {
    const { workType, workplace } = filter;
    if (!hasTrigram(text) || narrowedPastJobCounts(filter)) {
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

  /** A page of a list in its order, with the count of all it holds. */
  async function list(filter: JobFilter, offset: number, limit: number): Promise<JobPage> {
    const text = filter.text?.trim() ?? '';
    const { ofType, inPlace, inCity, paying, recent } = filterConditions(filter);
    const searched = text === '' ? undefined : searchCondition(text);
    const where = and(isLive, ofType, inPlace, inCity, searched, paying, recent);
    // Without a text, a count kept by triggers: of a work type and workplace, or of facets.
    const keptCount =
      text === ''
        ? narrowedPastJobCounts(filter)
          ? await facetCounts.listed(filter)
          : await countListed(filter)
        : undefined;
    const totalCount = keptCount ?? (await countMatches(filter, text, where));
    if (offset >= totalCount) return { data: [], totalCount };
    const sort =
      filter.sort === 'relevance' && text === '' ? 'newest' : (filter.sort ?? defaultSortOf(text));
    if (sort !== 'newest') {
      // The pay's tier walks an index of the month's pay (a city's own, or every city's) however
      // many jobs the list holds: a city's best paid, from 36 ms sorted at once to 1 ms.
      const atOnce = sort !== 'salary' && totalCount <= sortedAtOnceUpTo;
      const page = atOnce ? pageSortedAtOnce : pageTierByTier;
      return { data: await page(where, tiersOf(sort, text, filter), offset, limit), totalCount };
    }
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

  const { pageSortedAtOnce, pageTierByTier } = createTieredPages(db, asJob);

  return {
    /** How many jobs the board has. */
    count: () => countListed({}),

    /**
     * Narrowed by any of the filters, in the filter's order; a text finds the jobs whose title,
     * brief, company or city contains it, ignoring case and accents the Turkish way.
     */
    list,

    counts: facetCounts.counts,

    /** A page of a company's jobs on the board, newest first, with the count of them all. */
    async byCompany(companyId: number, offset: number, limit: number): Promise<JobPage> {
      const where = and(isLive, eq(jobs.companyId, companyId));
      const [counted] = await db.select({ total: count() }).from(jobs).where(where);
      const totalCount = counted?.total ?? 0;
      if (offset >= totalCount) return { data: [], totalCount };
      const rows = await db
        .select(postedJobColumns)
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.userId))
        .where(where)
        .orderBy(desc(jobs.id))
        .offset(offset)
        .limit(limit);
      return { data: rows.map(asJob), totalCount };
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
  };
}
