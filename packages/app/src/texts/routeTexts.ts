import type { RouteName } from '@job/contract';
import type { Namespace } from '@job/texts';

/**
 * The words each route's page needs beyond the first visit's (`firstVisitNamespaces`): they are
 * downloaded with its code, and a server render's page preloads them.
 */
export const routeTexts: { readonly [Name in RouteName]: readonly Namespace[] } = {
  home: [],
  category: [],
  detail: ['detail'],
  login: ['account', 'validation'],
  signup: ['account', 'validation'],
  profile: ['account', 'postings'],
  savedJobs: ['saved'],
  createJob: ['postings', 'validation'],
  editJob: ['postings', 'validation'],
};

/** A member's menu in the header (account) is on every page once signed in. */
export const memberTexts: readonly Namespace[] = ['account'];
