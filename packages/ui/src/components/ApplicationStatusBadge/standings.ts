import { type ApplicationStatus, applicationStatuses } from '@job/contract';

/** Where an application stands: the poster's status, or withdrawn by its applicant. */
export type ApplicationStanding = ApplicationStatus | 'withdrawn';

/** Every standing, the statuses in the order an application moves through them, then withdrawn. */
export const applicationStandings: readonly ApplicationStanding[] = [
  ...applicationStatuses,
  'withdrawn',
];
