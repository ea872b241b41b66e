// What a visitor reads of the jobs: the lists, filtered and searched, with their counts, and a
// posting by its slug.
import {
  defaultSalaryCurrency,
  defaultSortOf,
  type FilterCounts,
  type ListSort,
  type MinimumSalary,
  postedWindows,
  type SalaryCurrency,
  salaryFloorsOffered,
  type WorkplaceSlug,
  type WorkTypeCode,
  workplaces,
  workTypes,
} from '@job/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
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
import { jobCounts, jobs, users } from '../db/schema';
import { isLive, isPublished, type Job, type PostedJobRow, postedJobColumns } from './jobRows';
import { hasTrigram, likePattern, searchCondition, searchPattern } from './search';

export interface JobPage {
  data: Job[];
  totalCount: number;
}

/**
 * What a list holds: all jobs, or those of a work type, a workplace, a search text, a salary
 * floor, a date posted window, or several.
 */
export interface JobFilter {
  workType?: WorkTypeCode | undefined;
  workplace?: WorkplaceSlug | undefined;
  /** Title, brief, company or city containing it; empty or absent for no search. */
  text?: string | undefined;
  /** Paying at least this a month, in its currency (contract `MinimumSalary`). */
  salary?: MinimumSalary | undefined;
  /** Posted at or after this moment: a date posted window's start (`postedSinceOf`). */
  postedSince?: Date | undefined;
  /** The list's order; its default (`defaultSortOf` its text) when absent. Counts ignore it. */
  sort?: ListSort | undefined;
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/**
 * The start of a date posted window of `days` ending now (contract `PostedWithin`), or none. Taken
 * to the minute, so the lists asked for within a minute are one list, kept once (its key holds
 * the start): a window's edge is at most a minute behind, as a rendered page's dates are.
 */
export function postedSinceOf(days: number, now?: number): Date;
export function postedSinceOf(days: number | undefined, now?: number): Date | undefined;
export function postedSinceOf(days: number | undefined, now = Date.now()): Date | undefined {
  return days === undefined
    ? undefined
    : new Date(Math.floor(now / minuteMs) * minuteMs - days * dayMs);
}

/** The floor an API call names (`minSalary`, `salaryCurrency`), or none. */
export function minimumSalaryOf(
  amount: number | undefined,
  currency: SalaryCurrency | undefined,
): MinimumSalary | undefined {
  return amount === undefined ? undefined : { amount, currency: currency ?? defaultSalaryCurrency };
}

/** The jobs paying at least the floor a month: its currency's, by `salary_monthly`. */
export function salaryFloorCondition({ amount, currency }: MinimumSalary): SQL | undefined {
  return and(eq(jobs.salaryCurrency, currency), gte(jobs.salaryMonthly, amount));
}

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
const sortedAtOnceByDefault = 5_000;

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

  /**
   * A search's, a salary floor's or a date window's matches are counted: no trigger can keep a
   * count for every text, floor or moment.
   */
  async function countMatches(
    { workType, workplace, salary, postedSince }: JobFilter,
    text: string,
    where: SQL | undefined,
  ): Promise<number> {
    if (!hasTrigram(text) || salary !== undefined || postedSince !== undefined) {
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

  /**
   * The tiers of a list's order other than the newest first (`ListSort`), each read in its own
   * order, then the newest first among equals: a search's best matches (its text in the title, then
   * in the company or city, then only in the brief), or the pay (a month's in the floor's currency,
   * lira without one, the highest first; then the jobs paid in another or with no month's pay).
   */
  function tiersOf(sort: Exclude<ListSort, 'newest'>, text: string, filter: JobFilter): Tier[] {
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
      const order = highestFirst ? [desc(sql`${highestFirst}`)] : [];
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

  /** A page of a list in its order, with the count of all it holds. */
  async function list(filter: JobFilter, offset: number, limit: number): Promise<JobPage> {
    const text = filter.text?.trim() ?? '';
    const where = and(
      isLive,
      filter.workType === undefined ? undefined : eq(jobs.workType, filter.workType),
      filter.workplace === undefined ? undefined : eq(jobs.workplace, filter.workplace),
      text === '' ? undefined : searchCondition(text),
      filter.salary && salaryFloorCondition(filter.salary),
      filter.postedSince && gte(jobs.createdAt, filter.postedSince),
    );
    const totalCount =
      text === '' && filter.salary === undefined && filter.postedSince === undefined
        ? await countListed(filter)
        : await countMatches(filter, text, where);
    if (offset >= totalCount) return { data: [], totalCount };
    const sort =
      filter.sort === 'relevance' && text === '' ? 'newest' : (filter.sort ?? defaultSortOf(text));
    if (sort !== 'newest') {
      const tiers = tiersOf(sort, text, filter);
      const page = totalCount <= sortedAtOnceUpTo ? pageSortedAtOnce : pageTierByTier;
      return { data: await page(where, tiers, offset, limit), totalCount };
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

  /**
   * How many jobs each choice of the list's filters would list, its other filters in force: one
   * pass over the jobs its search text finds (all live jobs without one), counting each choice's
   * rows. No trigger keeps these: the choices cross every filter with every text. The date windows
   * end at `now`, to the minute, as the lists' do (`postedSinceOf`).
   */
  async function counts(filter: JobFilter, now = Date.now()): Promise<FilterCounts> {
    const text = filter.text?.trim() ?? '';
    const { workType, workplace, salary, postedSince } = filter;
    const ofType = workType === undefined ? undefined : eq(jobs.workType, workType);
    const inPlace = workplace === undefined ? undefined : eq(jobs.workplace, workplace);
    const paying = salary && salaryFloorCondition(salary);
    const recent = postedSince && gte(jobs.createdAt, postedSince);
    const counted = (...conditions: (SQL | undefined)[]) => {
      const where = and(...conditions);
      return (where ? sql`count(*) FILTER (WHERE ${where})` : sql`count(*)`).mapWith(Number);
    };
    const floors = salaryFloorsOffered(salary);
    const countsOf = <Choice, Key extends string>(
      choices: readonly Choice[],
      key: (choice: Choice) => Key,
      count: (choice: Choice) => SQL<number>,
    ) =>
      Object.fromEntries(choices.map((choice) => [key(choice), count(choice)])) as Record<
        Key,
        SQL<number>
      >;
    const [row] = await db
      .select({
        workType: countsOf(
          workTypes,
          (type) => type.slug,
          (type) => counted(eq(jobs.workType, type.code), inPlace, paying, recent),
        ),
        workplace: {
          any: counted(ofType, paying, recent),
          ...countsOf(
            workplaces,
            (place) => place.slug,
            (place) => counted(ofType, eq(jobs.workplace, place.slug), paying, recent),
          ),
        },
        salaryAny: counted(ofType, inPlace, recent),
        floors: countsOf(
          floors,
          (floor) => String(floor.amount),
          (floor) => counted(ofType, inPlace, salaryFloorCondition(floor), recent),
        ),
        posted: {
          any: counted(ofType, inPlace, paying),
          ...countsOf(
            postedWindows,
            (window) => `${window.days}` as const,
            (window) =>
              counted(
                ofType,
                inPlace,
                paying,
                gte(jobs.createdAt, postedSinceOf(window.days, now)),
              ),
          ),
        },
      })
      .from(jobs)
      .where(and(isLive, text === '' ? undefined : searchCondition(text)));
    if (!row) throw new Error('An aggregate answers one row');
    return {
      workType: row.workType,
      workplace: row.workplace,
      salary: {
        currency: floors[0]?.currency ?? defaultSalaryCurrency,
        any: row.salaryAny,
        floors: floors.map(({ amount }) => ({ amount, count: row.floors[String(amount)] ?? 0 })),
      },
      posted: row.posted,
    };
  }

  return {
    /** How many jobs the board has. */
    count: () => countListed({}),

    /**
     * Narrowed by any of the filters, in the filter's order; a text finds the jobs whose title,
     * brief, company or city contains it, ignoring case and accents the Turkish way.
     */
    list,

    counts,

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
