import type { paths } from '@job/contract';
import type { Translate } from '@job/texts';
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { Session } from '../state/session';
import { sessionEndedStatus } from './client';

/** Calls about the account; the spec has them ask for JSON explicitly. */
const authPaths = new Set(['/api/register', '/api/login', '/api/logout', '/api/me']);

// The reference client set no timeout, so a server that never answers left a spinner turning forever.
const requestTimeoutMs = 20_000;

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
  'GET /api/filterCounts',
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

/** An openapi-fetch client with the app's transport and session middleware (client.ts' `createApi`). */
export function connect(session: Session, t: Translate, options?: ClientOptions): Client<paths> {
  const api = createClient<paths>(options);
  api.use(transportOf(t), sessionOf(session, t));
  return api;
}
