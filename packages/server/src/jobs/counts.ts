// How many jobs each choice of a list's filters would list (FilterCounts).
import {
  defaultSalaryCurrency,
  type FilterCounts,
  postedWindows,
  salaryFloorsOffered,
  workplaces,
  workTypes,
} from '@job/contract';
import { and, asc, count, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { jobs } from '../db/schema';
import { filterConditions, type JobFilter, postedSinceOf, salaryFloorCondition } from './filters';
import { isLive } from './jobRows';
import { searchCondition } from './search';

/** How many cities the counts name, the most jobs first (`FilterCounts`' city). */
const citiesCounted = 8;

/** How many of a city's newest jobs its name is taken from: the spelling most of them use. */
const cityNamingSample = 100;

/** The counts beside a list's filters, read from `db`. */
export function createFilterCounts(db: Database) {
  /**
   * How many jobs each choice of the list's filters would list, its other filters in force: one
   * pass over the jobs its search text finds in its city (all live jobs without either), counting
   * each choice's rows, a count in any city, and one grouping them by city for the cities with the
   * most. No trigger keeps these: the
   * choices cross every filter with every text. The date windows
   * end at `now`, to the minute, as the lists' do (`postedSinceOf`).
   */
  async function counts(filter: JobFilter, now = Date.now()): Promise<FilterCounts> {
    const text = filter.text?.trim() ?? '';
    const { city, salary } = filter;
    const { ofType, inPlace, inCity, paying, recent } = filterConditions(filter);
    const found = and(isLive, text === '' ? undefined : searchCondition(text));
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
    const choiceCounts = db
      .select({
        workType: countsOf(
          workTypes,
          (type) => type.slug,
          (type) => counted(eq(jobs.workType, type.code), inPlace, inCity, paying, recent),
        ),
        workplace: {
          any: counted(ofType, inCity, paying, recent),
          ...countsOf(
            workplaces,
            (place) => place.slug,
            (place) => counted(ofType, eq(jobs.workplace, place.slug), inCity, paying, recent),
          ),
        },
        inCity: counted(ofType, inPlace, inCity, paying, recent),
        salaryAny: counted(ofType, inPlace, inCity, recent),
        floors: countsOf(
          floors,
          (floor) => String(floor.amount),
          (floor) => counted(ofType, inPlace, inCity, salaryFloorCondition(floor), recent),
        ),
        posted: {
          any: counted(ofType, inPlace, inCity, paying),
          ...countsOf(
            postedWindows,
            (window) => `${window.days}` as const,
            (window) =>
              counted(
                ofType,
                inPlace,
                inCity,
                paying,
                gte(jobs.createdAt, postedSinceOf(window.days, now)),
              ),
          ),
        },
      })
      .from(jobs)
      // Every choice but the cities' keeps the list's city: with one, only its jobs are read.
      .where(and(found, inCity));
    // In any city: a list without a city is its own count (`inCity` below); one with a city asks
    // for the list's other filters, along whichever index they have.
    const anyCity =
      inCity &&
      db
        .select({ total: counted() })
        .from(jobs)
        .where(and(found, ofType, inPlace, paying, recent));
    // The cities with the most jobs, counted along the city index; each named as most of its
    // newest jobs spell it ('İstanbul' over 'ISTANBUL'), which reads a few rows of each, not all.
    const top = db
      // Aliased, so the naming's subquery reads the city of `top`, not of its own rows.
      .select({
        cityKey: sql<string>`${jobs.cityKey}`.as('top_city_key'),
        jobCount: sql<number>`count(*)`.mapWith(Number).as('n'),
      })
      .from(jobs)
      .where(and(found, isNotNull(jobs.cityKey), ofType, inPlace, paying, recent))
      .groupBy(jobs.cityKey)
      .orderBy(desc(count()), asc(jobs.cityKey))
      .limit(citiesCounted)
      .as('top');
    const topCities = db
      .select({
        name: sql<string>`(SELECT mode() WITHIN GROUP (ORDER BY btrim(named.location)) FROM (
          SELECT ${jobs.location} FROM ${jobs} WHERE ${isLive} AND ${jobs.cityKey} = ${top.cityKey}
          ORDER BY ${jobs.id} DESC LIMIT ${sql.raw(String(cityNamingSample))}) AS named)`,
        count: top.jobCount,
        listed: sql<boolean>`${top.cityKey} = job_search_fold(${city?.trim() ?? ''})`,
      })
      .from(top)
      .orderBy(desc(top.jobCount), asc(top.cityKey));
    const [[row], cities, inAnyCity] = await Promise.all([choiceCounts, topCities, anyCity]);
    if (!row) throw new Error('An aggregate answers one row');
    // The list's own city is among the choices, however few jobs it has.
    const ownCity = city?.trim();
    return {
      workType: row.workType,
      workplace: row.workplace,
      city: {
        any: inAnyCity?.[0]?.total ?? row.inCity,
        // The list's own city as the list names it, so its choice is the list's address.
        cities: [
          ...cities.map(({ name, count, listed }) => ({
            name: listed && ownCity ? ownCity : name,
            count,
          })),
          ...(ownCity === undefined || cities.some(({ listed }) => listed)
            ? []
            : [{ name: ownCity, count: row.inCity }]),
        ],
      },
      salary: {
        currency: floors[0]?.currency ?? defaultSalaryCurrency,
        any: row.salaryAny,
        floors: floors.map(({ amount }) => ({ amount, count: row.floors[String(amount)] ?? 0 })),
      },
      posted: row.posted,
    };
  }

  return counts;
}
