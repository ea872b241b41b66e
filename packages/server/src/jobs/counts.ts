// How many jobs each choice of a list's filters would list (FilterCounts).
import {
  defaultSalaryCurrency,
  type FilterCounts,
  type MinimumSalary,
  minimumSalaryLevels,
  postedWindows,
  salaryFloorsOffered,
  workplaces,
  workTypes,
} from '@job/contract';
import { and, asc, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobFacets, jobs } from '../db/schema';
import { cityCondition, dayMs, filterConditions, type JobFilter, postedSinceOf } from './filters';
import { isLive } from './jobRows';
import { searchCondition } from './search';

/** How many cities the counts name, the most jobs first (`FilterCounts`' city). */
const citiesCounted = 8;

/** How many of a city's newest jobs its name is taken from: the spelling most of them use. */
const cityNamingSample = 100;

/**
 * How a date window's cells, a day each, meet its start, to the minute: the cells from the day
 * boundary nearer the start, and the jobs between the two (`stretch`, at most half a day) added
 * to them (`sign` 1) when the boundary comes after the start, taken from them (-1) when before.
 */
function windowEdge(start: Date) {
  const dayStart = Math.floor(start.getTime() / dayMs) * dayMs;
  const fromDayStart = start.getTime() - dayStart < dayMs / 2;
  const boundary = new Date(fromDayStart ? dayStart : dayStart + dayMs);
  return {
    cellsFrom: boundary.toISOString().slice(0, 10),
    stretch: fromDayStart
      ? and(gte(jobs.createdAt, boundary), lt(jobs.createdAt, start))
      : and(gte(jobs.createdAt, start), lt(jobs.createdAt, boundary)),
    sign: fromDayStart ? -1 : 1,
  };
}

/** Whether the facets hold a floor's count: none, or one of its currency's levels. */
const keptFloor = (floor: MinimumSalary | undefined) =>
  floor === undefined ||
  (minimumSalaryLevels[floor.currency] as readonly number[]).includes(floor.amount);

/**
 * Whether `job_facets` can count these filters' jobs: none holds a text, nor a floor but its
 * currency's levels (an address may name any amount).
 */
const facetsCount = (filters: JobFilter[]) =>
  filters.every(({ text, salary }) => !text?.trim() && keptFloor(salary));

/** Every filter of a list as one condition on the jobs (its text aside). */
const jobConditions = (filter: JobFilter) => and(...Object.values(filterConditions(filter)));

/** The live jobs the list's text finds: all of them without one. */
const found = ({ text }: JobFilter) =>
  and(isLive, text?.trim() ? searchCondition(text.trim()) : undefined);

/**
 * The cells of `job_facets` a filter without a text counts: each filter compares a cell's column,
 * a date window from the day its edge is taken from (`windowEdge`).
 */
function facetConditions({ workType, workplace, city, salary, postedSince }: JobFilter) {
  return and(
    workType === undefined ? undefined : eq(jobFacets.workType, workType),
    workplace === undefined ? undefined : eq(jobFacets.workplace, workplace),
    // '' is the cell of the jobs without a city, which no city names.
    city === undefined
      ? undefined
      : and(cityCondition(city, jobFacets.cityKey), ne(jobFacets.cityKey, '')),
    salary &&
      and(eq(jobFacets.salaryCurrency, salary.currency), gte(jobFacets.salaryFloor, salary.amount)),
    postedSince && gte(jobFacets.postedOn, windowEdge(postedSince).cellsFrom),
  );
}

const countWhere = (where: SQL | undefined) =>
  (where ? sql`count(*) FILTER (WHERE ${where})` : sql`count(*)`).mapWith(Number);

const sumWhere = (where: SQL | undefined) =>
  sql`coalesce(sum(${jobFacets.total}) FILTER (WHERE ${where ?? sql`true`}), 0)`.mapWith(Number);

const mapValues = <Value, Mapped>(
  record: Record<string, Value>,
  map: (value: Value, key: string) => Mapped,
) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));

/** The list's filters as each choice beside it would make them, by the choice's key. */
function choicesOf(filter: JobFilter, now: number): Record<string, JobFilter> {
  return {
    ...Object.fromEntries(
      workTypes.map((type) => [`workType.${type.slug}`, { ...filter, workType: type.code }]),
    ),
    'workplace.any': { ...filter, workplace: undefined },
    ...Object.fromEntries(
      workplaces.map((place) => [`workplace.${place.slug}`, { ...filter, workplace: place.slug }]),
    ),
    inCity: filter,
    'salary.any': { ...filter, salary: undefined },
    ...Object.fromEntries(
      salaryFloorsOffered(filter.salary).map((floor) => [
        `salary.${floor.amount}`,
        { ...filter, salary: floor },
      ]),
    ),
    'posted.any': { ...filter, postedSince: undefined },
    ...Object.fromEntries(
      postedWindows.map((window) => [
        `posted.${window.days}`,
        { ...filter, postedSince: postedSinceOf(window.days, now) },
      ]),
    ),
  };
}

/** The counts beside a list's filters, and a list's own, read from `db`. */
export function createFilterCounts(db: Database) {
  /**
   * How many jobs each of `choices` lists, counting only the rows `within` narrows to (each choice
   * must list only rows within it). Without a text, from the kept cells of `job_facets`, and for
   * each window the jobs of its edge (`windowEdge`), read along the index of the date posted;
   * with one, in one pass over the jobs it finds.
   */
  async function countEach(
    choices: Record<string, JobFilter>,
    within: JobFilter,
  ): Promise<Record<string, number>> {
    if (!facetsCount(Object.values(choices))) {
      const [row = {}] = await db
        .select(mapValues(choices, (choice) => countWhere(jobConditions(choice))))
        .from(jobs)
        .where(and(found(within), jobConditions(within)));
      return row;
    }
    const cellCounts = db
      .select(mapValues(choices, (choice) => sumWhere(facetConditions(choice))))
      .from(jobFacets)
      .where(facetConditions(within));
    // One query per window, each a short range of the index: read as one, the ranges were a scan
    // of all of it.
    const byWindow = new Map<number, Record<string, JobFilter>>();
    for (const [key, choice] of Object.entries(choices)) {
      const start = choice.postedSince?.getTime();
      if (start === undefined) continue;
      byWindow.set(start, { ...byWindow.get(start), [key]: { ...choice, postedSince: undefined } });
    }
    const edgeCounts = [...byWindow].map(async ([start, windowed]) => {
      const { stretch, sign } = windowEdge(new Date(start));
      const [row = {}] = await db
        .select(mapValues(windowed, (choice) => countWhere(jobConditions(choice))))
        .from(jobs)
        .where(and(isLive, jobConditions({ ...within, postedSince: undefined }), stretch));
      return mapValues(row, (edgeCount) => sign * edgeCount);
    });
    const [[cells = {}], ...edges] = await Promise.all([cellCounts, ...edgeCounts]);
    return mapValues(
      cells,
      (cellCount, key) => cellCount + edges.reduce((sum, edge) => sum + (edge[key] ?? 0), 0),
    );
  }

  /**
   * The cities with the most jobs the list's other filters give, each named as most of its newest
   * jobs spell it ('İstanbul' over 'ISTANBUL'), which reads a few rows of each, not all.
   */
  function topCities(filter: JobFilter) {
    const others = { ...filter, city: undefined };
    const jobsByCity = (where: SQL | undefined, sign = 1) =>
      db
        .select({
          cityKey: sql<string>`${jobs.cityKey}`.as('city_key'),
          jobCount: sql<number>`count(*) * ${sql.raw(String(sign))}`.as('job_count'),
        })
        .from(jobs)
        .where(and(where, isNotNull(jobs.cityKey)))
        .groupBy(jobs.cityKey);
    const { postedSince } = filter;
    const cells = db
      .select({
        cityKey: jobFacets.cityKey,
        jobCount: sql<number>`sum(${jobFacets.total})`.as('job_count'),
      })
      .from(jobFacets)
      .where(and(ne(jobFacets.cityKey, ''), facetConditions(others)))
      .groupBy(jobFacets.cityKey);
    const edge = postedSince && windowEdge(postedSince);
    const counted = !facetsCount([filter])
      ? jobsByCity(and(found(filter), jobConditions(others)))
      : edge
        ? cells.unionAll(
            jobsByCity(
              and(isLive, jobConditions({ ...others, postedSince: undefined }), edge.stretch),
              edge.sign,
            ),
          )
        : cells;
    const byCity = counted.as('by_city');
    const top = db
      // Aliased, so the naming's subquery reads the city of `top`, not of its own rows.
      .select({
        cityKey: sql<string>`${byCity.cityKey}`.as('top_city_key'),
        jobCount: sql<number>`sum(${byCity.jobCount})`.mapWith(Number).as('n'),
      })
      .from(byCity)
      .groupBy(byCity.cityKey)
      .orderBy(desc(sql`n`), asc(byCity.cityKey))
      .limit(citiesCounted)
      .as('top');
    return db
      .select({
        name: sql<string>`(SELECT mode() WITHIN GROUP (ORDER BY btrim(named.location)) FROM (
          SELECT ${jobs.location} FROM ${jobs} WHERE ${isLive} AND ${jobs.cityKey} = ${top.cityKey}
          ORDER BY ${jobs.id} DESC LIMIT ${sql.raw(String(cityNamingSample))}) AS named)`,
        count: top.jobCount,
        listed: sql<boolean>`${top.cityKey} = job_search_fold(${filter.city?.trim() ?? ''})`,
      })
      .from(top)
      .orderBy(desc(top.jobCount), asc(top.cityKey));
  }

  /**
   * How many jobs each choice of the list's filters would list, its other filters in force. The
   * date windows end at `now`, to the minute, as the lists' do (`postedSinceOf`).
   */
  async function counts(filter: JobFilter, now = Date.now()): Promise<FilterCounts> {
    const { city } = filter;
    const inAnyCity = { ...filter, city: undefined };
    const [row, cities, anyCity] = await Promise.all([
      // Every choice but the cities' keeps the list's city: with one, only its jobs are read.
      countEach(choicesOf(filter, now), { text: filter.text, city }),
      topCities(filter),
      city === undefined ? undefined : countEach({ total: inAnyCity }, inAnyCity),
    ]);
    const countOf = (key: string) => row[key] ?? 0;
    const keyedCounts = <Key extends string>(prefix: string, keys: readonly Key[]) =>
      Object.fromEntries(keys.map((key) => [key, countOf(`${prefix}.${key}`)])) as Record<
        Key,
        number
      >;
    // The list's own city is among the choices, however few jobs it has.
    const ownCity = city?.trim();
    const floors = salaryFloorsOffered(filter.salary);
    return {
      workType: keyedCounts(
        'workType',
        workTypes.map((type) => type.slug),
      ),
      workplace: {
        any: countOf('workplace.any'),
        ...keyedCounts(
          'workplace',
          workplaces.map((place) => place.slug),
        ),
      },
      city: {
        any: anyCity?.total ?? countOf('inCity'),
        // The list's own city as the list names it, so its choice is the list's address.
        cities: [
          ...cities.map(({ name, count, listed }) => ({
            name: listed && ownCity ? ownCity : name,
            count,
          })),
          ...(ownCity === undefined || cities.some(({ listed }) => listed)
            ? []
            : [{ name: ownCity, count: countOf('inCity') }]),
        ],
      },
      salary: {
        currency: floors[0]?.currency ?? defaultSalaryCurrency,
        any: countOf('salary.any'),
        floors: floors.map(({ amount }) => ({ amount, count: countOf(`salary.${amount}`) })),
      },
      posted: {
        any: countOf('posted.any'),
        ...keyedCounts(
          'posted',
          postedWindows.map((window) => `${window.days}` as const),
        ),
      },
    };
  }

  return {
    counts,
    /**
     * How many jobs a list without a text holds, from `job_facets`; undefined for a floor they do
     * not keep.
     */
    async listed(filter: JobFilter): Promise<number | undefined> {
      if (!facetsCount([filter])) return undefined;
      return (await countEach({ total: filter }, filter)).total;
    },
  };
}
