import type { paths } from '@job/contract';
import type { Translate } from '@job/texts';
import type { Client, ClientOptions } from 'openapi-fetch';
import type { Session } from '../state/session';

/** A client of the API, typed by the contract: the calls the stores make. */
export type Api = Pick<Client<paths>, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;

/** Marks the answer the client makes up when the server refuses a session's token. */
export const sessionEndedStatus = 'session-ended';

/**
 * The client of one set of stores, signed in as its session: each server render and the browser
 * have their own, so no call ever carries another visitor's token. `options` (a `fetch`, a base
 * URL) are for tests; the app calls its own origin.
 *
 * openapi-fetch and the client's middleware (connection.ts) download with the first call, not
 * with the first visit: a rendered list needs no call until the visitor acts (a page, a search, a
 * save), and they are a tenth of the budget.
 */
export function createApi(session: Session, t: Translate, options?: ClientOptions): Api {
  let client: Promise<Client<paths>> | undefined;
  const connected = () => {
    client ??= import('./connection').then(({ connect }) => connect(session, t, options));
    return client;
  };
  // Each method as openapi-fetch types it; the call waits for the client, then is its own.
  const method = <Name extends keyof Api>(name: Name): Api[Name] =>
    ((...args: unknown[]) =>
      connected().then((api) => (api[name] as (...a: unknown[]) => unknown)(...args))) as Api[Name];
  return {
    GET: method('GET'),
    POST: method('POST'),
    PUT: method('PUT'),
    PATCH: method('PATCH'),
    DELETE: method('DELETE'),
  };
}

/** Whether a failure is the end of the session (`sessionOf` above), not a refusal of the call. */
export function endedSession(failure: unknown): boolean {
  return (
    typeof failure === 'object' &&
    failure !== null &&
    'status' in failure &&
    failure.status === sessionEndedStatus
  );
}

/**
 * What to tell of a failed download: the session's end as it is (the sign-in is gone), anything
 * else as `failed`, since a file's error answer has no message to show.
 */
export function downloadFailureMessage(failure: unknown, t: Translate, failed: string): string {
  return endedSession(failure) ? failureMessage(failure, t) : failed;
}

/**
 * What to tell the user about a failed call: the server's `message` (in the reader's language:
 * the request carries the `lang` cookie), or what failed on the way.
 */
export function failureMessage(failure: unknown, t: Translate): string {
  if (failure instanceof Error) return failure.message;
  if (typeof failure === 'object' && failure !== null && 'message' in failure) {
    const { message } = failure;
    if (typeof message === 'string' && message !== '') return message;
  }
  return t('error.failed');
}
