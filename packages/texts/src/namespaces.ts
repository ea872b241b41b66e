/**
 * A catalogue is split by where its words are first needed, so a page downloads only its own:
 * `board` comes with the first visit (the list, the header, the titles of public pages, failures);
 * the others come with the page that needs them, as its code does. `server` and `emails` (the
 * mails the server renders) are never sent to a browser.
 */
export const namespaces = [
  'board',
  'detail',
  'account',
  'postings',
  'saved',
  'applications',
  'seeker',
  'companies',
  'moderation',
  'validation',
  'server',
  'emails',
] as const;
export type Namespace = (typeof namespaces)[number];

/** What every page needs before it renders: the first visit's words. */
export const firstVisitNamespaces = ['board'] as const satisfies readonly Namespace[];
