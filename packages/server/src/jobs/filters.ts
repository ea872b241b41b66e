// A list's filters as the job reads take them, and the condition each filter puts on the jobs.
import {
  defaultSalaryCurrency,
  type ListSort,
  type MinimumSalary,
  type SalaryCurrency,
  type WorkplaceSlug,
  type WorkTypeCode,
} from '@job/contract';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobs } from '../db/schema';
import type { Job } from './jobRows';

export interface JobPage {
  data: Job[];
  totalCount: number;
}

/**
 * What a list holds: all jobs, or those of a work type, a workplace, a city, a search text, a
 * salary floor, a date posted window, or several.
 */
export interface JobFilter {
  workType?: WorkTypeCode | undefined;
  workplace?: WorkplaceSlug | undefined;
  /** In this city, the whole name compared as a search compares (`cityCondition`). */
  city?: string | undefined;
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
/** A day's length, as the date posted windows count days. */
export const dayMs = 24 * 60 * minuteMs;

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

/**
 * The jobs in the city: their whole `location` folded as a search folds it (`city_key`), so
 * `ISTANBUL`, `istanbul` and `İstanbul` are one city, and `İstanbul Avrupa` another. Compared on
 * another table's `city_key` column when given (`job_facets`').
 */
export function cityCondition(city: string, cityKey: AnyPgColumn = jobs.cityKey): SQL {
  return eq(cityKey, sql`job_search_fold(${city.trim()})`);
}

/** The jobs paying at least the floor a month: its currency's, by `salary_monthly`. */
export function salaryFloorCondition({ amount, currency }: MinimumSalary): SQL | undefined {
  return and(eq(jobs.salaryCurrency, currency), gte(jobs.salaryMonthly, amount));
}

/**
 * Each filter of a list as its condition on the jobs, undefined where it is not set: the list and
 * its counts (counts.ts, which leaves out the one filter a choice stands in for) narrow alike.
 */
export function filterConditions({ workType, workplace, city, salary, postedSince }: JobFilter) {
  return {
    ofType: workType === undefined ? undefined : eq(jobs.workType, workType),
    inPlace: workplace === undefined ? undefined : eq(jobs.workplace, workplace),
    inCity: city === undefined ? undefined : cityCondition(city),
    paying: salary && salaryFloorCondition(salary),
    recent: postedSince && gte(jobs.createdAt, postedSince),
  };
}

/**
 * Whether a list is narrowed by a filter `job_counts` keeps no count for (a city, a salary floor, a
 * date window): its total is then read from `job_facets`, or counted by a query.
 */
export const narrowedPastJobCounts = ({ city, salary, postedSince }: JobFilter) =>
  [city, salary, postedSince].some((filter) => filter !== undefined);
