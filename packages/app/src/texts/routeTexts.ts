import type { RouteName } from '@job/contract';
import type { Namespace } from '@job/texts';

/**
 * The words each route's page needs beyond the first visit's (`firstVisitNamespaces`): they are
 * downloaded with its code, and a server render's page preloads them.
 */
export const routeTexts: { readonly [Name in RouteName]: readonly Namespace[] } = {
  home: [],
  category: [],
  // 'Bildir' is the detail's; its dialog's words come when it opens (`reportsOf`).
  detail: ['detail'],
  login: ['account', 'validation'],
  signup: ['account', 'validation'],
  // The card, its resend and the tabs.
  profile: ['account', 'validation'],
  // The settings' forms; the postings, with their applications counted; the saved searches'; the
  // CVs and the seeker profile; the companies.
  profileSection: [
    'account',
    'postings',
    'applications',
    'saved',
    'seeker',
    'companies',
    'validation',
  ],
  savedJobs: ['saved'],
  // A member's words (the verification the create form may ask for) are here with the session.
  createJob: ['postings', 'validation'],
  editJob: ['postings', 'validation'],
  forgotPassword: ['account', 'validation'],
  resetPassword: ['account', 'validation'],
  verifyEmail: ['account'],
  // The posting's own 'Başvur' (detail) where it takes applications elsewhere; the stored CVs.
  apply: ['detail', 'applications', 'seeker', 'validation'],
  // The detail's report dialog as a page, with the detail's words for a job not found.
  report: ['detail', 'moderation'],
  myApplications: ['applications'],
  // The forms' length messages (`validation`) come after the page (ApplicantsPage).
  applicants: ['applications'],
  moderation: ['moderation'],
  // An alert's words are the saved searches'.
  unsubscribe: ['saved'],
  companies: ['companies'],
  // A company's jobs are listed as the board lists them (`board`, on every page).
  company: ['companies'],
};

/**
 * A member's menu in the header (account) is on every page once signed in: with a session kept
 * from an earlier visit, or started by a page that has these words already (login, reset).
 */
export const memberTexts: readonly Namespace[] = ['account'];
