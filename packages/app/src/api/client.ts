import type { paths } from '@job/contract';
import type { Translate } from '@job/texts';
import type { Client, ClientOptions, Middleware } from 'openapi-fetch';
import type { Session } from '../state/session';

/** A client of the API, typed by the contract: the calls the stores make. */
export type Api = Pick<Client<paths>, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;

/** Calls about the account; the spec has them ask for JSON explicitly. */
const authPaths = new Set(['/api/register', '/api/login', '/api/logout', '/api/me']);

// The reference client set no timeout, so a server that never answers left a spinner turning forever.
const requestTimeoutMs = 20_000;

/** Marks the answer the client makes up when the server refuses a session's token. */
export const sessionEndedStatus = 'session-ended';

const transportOf = (t: Translate): Middleware => ({
  onRequest({ request, schemaPath }) {
    if (authPaths.has(schemaPath)) request.headers.set('Accept', 'application/json');
    return new Request(request, { signal: AbortSignal.timeout(requestTimeoutMs) });
  },
  // fetch rejects with a bare TypeError ("Failed to fetch"); say what it means for the user instead.
  onError({ error }) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return new Error(t(timedOut ? 'error.timedOut' : 'error.unreachable'));
  },
});

/**
 * Calls anyone may make. They go without the token (unlike the reference client, docs/spec.md
 * section 6), so a stale token never costs a visitor the public list.
 */
const publicCalls = new Set([
  'GET /api/paginate/{offset}/{limit}',
  'POST /api/getType',
  'POST /api/search',
  'GET /api/jobs/{slug}',
  'POST /api/register',
  'POST /api/login',
  // A mailed link's calls: the link is the proof, whoever is signed in here.
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/password/reset/check',
  'POST /api/email/verify',
]);

/** Sends the token of `session` with members' calls, and ends it when the server refuses it. */
const sessionOf = ({ state, end }: Session, t: Translate): Middleware => ({
  onRequest({ request, schemaPath }) {
    const { token } = state;
    const isPublic = publicCalls.has(`${request.method} ${schemaPath}`);
    if (token && !isPublic && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
  },
  onResponse({ request, response }) {
    // A token the server no longer takes (expired, revoked elsewhere) ends the session here too.
    const sentCurrentToken = request.headers.get('Authorization') === `Bearer ${state.token}`;
    if (response.status !== 401 || !state.token || !sentCurrentToken) return undefined;
    end();
    // The caller shows the failure as usual; this makes it say why, in words the user can act on.
    return Response.json(
      { message: t('error.sessionEnded'), status: sessionEndedStatus },
      { status: 401 },
    );
  },
});

/**
 * The client of one set of stores, signed in as its session: each server render and the browser
 * have their own, so no call ever carries another visitor's token. `options` (a `fetch`, a base
 * URL) are for tests; the app calls its own origin.
 *
 * openapi-fetch downloads with the first call, not with the first visit: a rendered list needs
 * no call until the visitor acts (a page, a search, a save), and it is a tenth of the budget.
 */
export function createApi(session: Session, t: Translate, options?: ClientOptions): Api {
  let client: Promise<Client<paths>> | undefined;
  const connected = () => {
    client ??= import('openapi-fetch').then(({ default: createClient }) => {
      const api = createClient<paths>(options);
      api.use(transportOf(t), sessionOf(session, t));
      return api;
    });
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
