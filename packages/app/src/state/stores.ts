import type { ClientOptions } from 'openapi-fetch';
import { createApi } from '../api/client';
import type { ServerState } from '../serverState';
import { createAuth } from './auth';
import { createJobs } from './jobs';
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
  /** How the client calls the API (a test's `fetch` and base URL); by default, this origin. */
  client?: ClientOptions;
}

/**
 * All the state one render reads, with the actions that change it and the API client they call,
 * signed in as this set's own session. The browser makes one at start; the server one per render.
 */
export function createStores({ seed, storage, client }: StoresStart) {
  const session = createSession(storage);
  const api = createApi(session, client);
  const toasts = createToasts();
  const jobs = createJobs(api, toasts, seed.jobs);
  const members = createMembers(api, session, jobs, toasts);
  const auth = createAuth(api, session, members, toasts);
  const site = createSite(seed);
  return { api, session, auth, jobs, members, toasts, site };
}

export type Stores = ReturnType<typeof createStores>;
