import type { ClientOptions } from 'openapi-fetch';
import { createApi } from '../api/client';
import type { ServerState } from '../serverState';
import { createAuth } from './auth';
import { createJobs } from './jobs';
import { createLanguage, type LanguageStart } from './language';
import { createMembers } from './members';
import { createSession } from './session';
import { createSite } from './site';
import { createToasts } from './toasts';

export interface StoresStart {
  /**
   * What the page was rendered from: a server render's read, carried to the browser in its page,
   * or the browser's own origin and time on a page it renders itself.
   */
  seed: ServerState;
  /** Where the session outlives a reload (localStorage); none on the server, which renders signed out. */
  storage?: Storage | undefined;
  /** Where the tab keeps what is being written across a reload (sessionStorage); none on the server. */
  tabStorage?: Storage | undefined;
  /** How the client calls the API (a test's `fetch` and base URL); by default, this origin. */
  client?: ClientOptions;
  /** The reader's words: a server render's all at once, the browser's as its pages need them. */
  language: LanguageStart;
}

/**
 * All the state one render reads, with the actions that change it and the API client they call,
 * signed in as this set's own session. The browser makes one at start; the server one per render.
 */
export function createStores({
  seed,
  storage,
  tabStorage,
  client,
  language: languageStart,
}: StoresStart) {
  const language = createLanguage(languageStart);
  const session = createSession(storage);
  const api = createApi(session, language.t, client);
  const toasts = createToasts();
  const jobs = createJobs(api, toasts, language.t, seed.jobs);
  const members = createMembers(api, session, jobs, toasts, language.t);
  const auth = createAuth(api, session, members, toasts, language);
  const site = createSite(seed);
  return { api, session, auth, jobs, members, toasts, site, language, tabStorage };
}

export type Stores = ReturnType<typeof createStores>;
