/**
 * What the filters' stories share when the counts are known (`FilterCounts`): how many jobs each
 * choice would list beside two lists, and a counted choice's name as a screen reader reads it.
 * Without counts (not loaded yet, or beside a detail) the filters look as they always did.
 */
import type { FilterCounts, Job, ListQuery } from '@job/contract';
import type { Translate } from '@job/texts';
import { frontendJob, liraJobs } from './fixtures';

/**
 * Beside the home list of 23 (`firstPage`, HomeScreen's count): every choice lists some. The
 * workplaces and the cities add up to fewer, as a job may state none; ₺75.000+ lists the 3 `liraJobs`, the last
 * 7 days the 2 `lastWeekJobs`.
 */
export const homeCounts: FilterCounts = {
  workType: { 'full-time': 12, 'part-time': 6, freelance: 5 },
  workplace: { any: 23, 'on-site': 8, remote: 6, hybrid: 5 },
  city: {
    any: 23,
    cities: [
      { name: 'İstanbul', count: 7 },
      { name: 'Ankara', count: 4 },
      { name: 'İzmir', count: 3 },
      { name: 'Berlin', count: 2 },
      { name: 'Kahramanmaraş', count: 1 },
    ],
  },
  salary: {
    currency: 'TRY',
    any: 23,
    floors: [
      { amount: 25_000, count: 9 },
      { amount: 50_000, count: 6 },
      { amount: 75_000, count: 3 },
      { amount: 100_000, count: 2 },
      { amount: 150_000, count: 1 },
    ],
  },
  posted: { any: 23, 1: 1, 7: 2, 30: 9 },
};

/** `/?q=react`: a search that matched two jobs, both on-site, the newest posted yesterday. */
export const reactSearch: ListQuery = { page: 1, q: 'react' };

/** The list of `reactSearch`, newest first: a full-time job paid ₺70.000-₺90.000, a part-time one. */
export const reactJobs: Job[] = [...liraJobs.slice(0, 1), frontendJob];

/**
 * Beside `reactSearch`: choices that would list none, both jobs in İzmir. No freelance job, none
 * remote or hybrid,
 * none paying ₺100.000 or more, none posted in the last 24 hours.
 */
export const reactCounts: FilterCounts = {
  workType: { 'full-time': 1, 'part-time': 1, freelance: 0 },
  workplace: { any: 2, 'on-site': 2, remote: 0, hybrid: 0 },
  city: { any: 2, cities: [{ name: 'İzmir', count: 2 }] },
  salary: {
    currency: 'TRY',
    any: 2,
    floors: [
      { amount: 25_000, count: 1 },
      { amount: 50_000, count: 1 },
      { amount: 75_000, count: 1 },
      { amount: 100_000, count: 0 },
      { amount: 150_000, count: 0 },
    ],
  },
  posted: { any: 2, 1: 0, 7: 1, 30: 1 },
};

/** A counted choice's name, as a screen reader reads its link: 'Uzaktan 6 ilan'. */
export const countedName = (t: Translate, label: string, count: number) =>
  `${label} ${t('resultCount.total', { count })}`;
