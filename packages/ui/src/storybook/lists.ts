/**
 * What the list stories share (JobList, SavedJobs and their screens): the controls that pick their
 * rows and query by name. Their failed state is `failures.ts`'s, as every screen's.
 */
import { fixtureControl } from './controls';
import {
  backendJob,
  expiredJob,
  firstPage,
  iosJob,
  jobs,
  longTurkishJob,
  vueJob,
} from './fixtures';

/** The rows a designer may pick in the Controls panel. */
export const jobsControl = fixtureControl({
  'Five jobs': jobs,
  'One job': [vueJob],
  'Long Turkish title': [longTurkishJob, vueJob],
  None: [],
});

/** A member's saved jobs to pick from: expired ones stay in this list. */
export const savedJobsControl = fixtureControl({
  'Three saved, one expired': [iosJob, expiredJob, backendJob],
  'One job': [iosJob],
  'Long Turkish title': [longTurkishJob, iosJob],
  None: [],
});

/** The list's state in the address (page, search text, workplace), to pick from a list. */
export const queryControl = fixtureControl({
  'First page': firstPage,
  'Page 3': { page: 3, q: '' },
  'Search "Vue"': { page: 1, q: 'Vue' },
  'Remote only': { page: 1, q: '', workplace: 'remote' },
  'Search "Developer", on-site, page 2': { page: 2, q: 'Developer', workplace: 'on-site' },
});
