/**
 * The members' pages' fixtures by name, for the controls of their stories (`fixtureControl`): a
 * designer picks "Twelve, mixed statuses" from a list instead of editing the JSON of an array.
 * Shared by each screen and the component it shows.
 */
import {
  expiredApplication,
  makeApplication,
  manyApplications,
  manyMyApplications,
  myApplications,
  receivedApplications,
  removedApplication,
} from './applications';
import { fixtureControl } from './controls';
import {
  backendJob,
  expiredJob,
  frontendJob,
  iosJob,
  longNameUser,
  longTurkishJob,
  unverifiedUser,
  user,
} from './fixtures';

/** A live posting three members saved with two new applications, and one that expired with none. */
export const liveAndExpiredPostings = [
  { ...iosJob, save: 3, applications: { total: 5, new: 2 } },
  { ...expiredJob, applications: { total: 0, new: 0 } },
];

export const userControl = fixtureControl({
  'Verified address': user,
  'Address not verified': unverifiedUser,
  'Long name and address': longNameUser,
});

export const postingsControl = fixtureControl({
  'Live and expired': liveAndExpiredPostings,
  'Three, counts of 1, 12 and none': [
    { ...iosJob, applications: { total: 1, new: 1 } },
    { ...frontendJob, applications: { total: 12, new: 0 } },
    backendJob,
  ],
  'Long Turkish title': [{ ...longTurkishJob, applications: { total: 3, new: 3 } }],
  None: [],
});

export const myApplicationsControl = fixtureControl({
  'One of each status': myApplications,
  'Twelve, mixed statuses': manyMyApplications(),
  'Taken down and expired': [removedApplication, expiredApplication],
  None: [],
});

export const receivedApplicationsControl = fixtureControl({
  'One of each status': receivedApplications,
  'Twelve, mixed statuses': manyApplications(),
  'One without a CV': [makeApplication({ cv: null })],
  None: [],
});

/** The posting whose applications the page shows; none is another member's (not found). */
export const applicantsJobControl = fixtureControl({
  'IOS Developer': iosJob,
  'Long Turkish title': longTurkishJob,
  'Not the member’s (not found)': undefined,
});
