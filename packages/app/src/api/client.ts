import type { paths } from '@job/contract';
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { Session } from '../state/session';

/** A client of the API, typed by the contract. */
export type Api = Client<paths>;

/** Calls about the account; the spec has them ask for JSON explicitly. */
const authPaths = new Set(['/api/register', '/api/login', '/api/logout', '/api/me']);

// The reference client set no timeout, so a server that never answers left a spinner turning forever.
const requestTimeoutMs = 20_000;

export const networkMessages = {
  unreachable: 'The server cannot be reached. Check your connection and try again.',
  timedOut: 'The server did not answer in time. Please try again.',
  failed: 'Something went wrong on the server. Please try again.',
} as const;

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

const transport: Middleware = {
  onRequest({ request, schemaPath }) {
    if (authPaths.has(schemaPath)) request.headers.set('Accept', 'application/json');
    return new Request(request, { signal: AbortSignal.timeout(requestTimeoutMs) });
  },
  // fetch rejects with a bare TypeError ("Failed to fetch"); say what it means for the user instead.
  onError({ error }) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return new Error(timedOut ? networkMessages.timedOut : networkMessages.unreachable);
  },
};

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
]);

/** Sends the token of `session` with members' calls, and ends it when the server refuses it. */
const sessionOf = ({ state, end }: Session): Middleware => ({
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
    return Response.json({ message: sessionEndedMessage }, { status: 401 });
  },
});

/**
 * The client of one set of stores, signed in as its session: each server render and the browser
 * have their own, so no call ever carries another visitor's token. `options` (a `fetch`, a base
 * URL) are for tests; the app calls its own origin.
 */
export function createApi(session: Session, options?: ClientOptions): Api {
  const api = createClient<paths>(options);
  api.use(transport, sessionOf(session));
  return api;
}

/** What to tell the user about a failed call: the server's `message`, or what failed on the way. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (typeof failure === 'object' && failure !== null && 'message' in failure) {
    const { message } = failure;
    if (typeof message === 'string' && message !== '') return message;
  }
  return networkMessages.failed;
}
