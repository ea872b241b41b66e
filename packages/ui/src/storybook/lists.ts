/**
 * What the list stories share (JobList, SavedJobs and their screens): the controls that pick their
 * rows and query by name. Their failed state is `failures.ts`'s, as every screen's.
 */
import type { ListQuery } from '@job/contract';
import { fixtureControl } from './controls';
import {
  backendJob,
  expiredJob,
  firstPage,
  iosJob,
  jobs,
  lastWeekJobs,
  liraJobs,
  longTurkishJob,
  vueJob,
} from './fixtures';

/** The rows a designer may pick in the Controls panel. */
export const jobsControl = fixtureControl({
  'Five jobs': jobs,
  'One job': [vueJob],
  'Long Turkish title': [longTurkishJob, vueJob],
  'Paid ₺75.000+ a month': liraJobs,
  'Posted in the last 7 days': lastWeekJobs,
  None: [],
});

/** A member's saved jobs to pick from: expired ones stay in this list. */
export const savedJobsControl = fixtureControl({
  'Three saved, one expired': [iosJob, expiredJob, backendJob],
  'One job': [iosJob],
  'Long Turkish title': [longTurkishJob, iosJob],
  None: [],
});

/** `/?salary=75000`: the jobs paying at least ₺75.000 a month (`liraJobs`). */
export const liraFloor: ListQuery = { page: 1, q: '', salary: { amount: 75_000, currency: 'TRY' } };

/** `/?posted=7`: the jobs posted in the last 7 days (`lastWeekJobs`). */
export const lastWeek: ListQuery = { page: 1, q: '', posted: 7 };

/**
 * The list's state in the address (page, search text, workplace, salary floor, date posted), to
 * pick from a list.
 */
export const queryControl = fixtureControl({
  'First page': firstPage,
  'Page 3': { page: 3, q: '' },
  'Search "Vue"': { page: 1, q: 'Vue' },
  'Remote only': { page: 1, q: '', workplace: 'remote' },
  'Search "Developer", on-site, page 2': { page: 2, q: 'Developer', workplace: 'on-site' },
  'At least ₺75.000 a month': liraFloor,
  'At least €4.000 a month, remote': {
    page: 1,
    q: '',
    workplace: 'remote',
    salary: { amount: 4_000, currency: 'EUR' },
  },
  'Posted in the last 7 days': lastWeek,
  'Posted in the last 24 hours, search "Vue", page 2': { page: 2, q: 'Vue', posted: 1 },
});
