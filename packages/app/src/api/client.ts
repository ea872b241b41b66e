import type { components, paths } from '@job/contract';
import createClient, { type Middleware } from 'openapi-fetch';

export type Job = components['schemas']['Job'];
export type User = components['schemas']['User'];

/** The one client of the API, typed by the contract; the auth store adds the session's middleware. */
export const api = createClient<paths>();

/** Calls about the account; the spec has them ask for JSON explicitly. */
const authPaths = new Set(['/api/register', '/api/login', '/api/logout', '/api/me']);

// The reference client set no timeout, so a server that never answers left a spinner turning forever.
const requestTimeoutMs = 20_000;

export const networkMessages = {
  unreachable: 'The server cannot be reached. Check your connection and try again.',
  timedOut: 'The server did not answer in time. Please try again.',
  failed: 'Something went wrong on the server. Please try again.',
} as const;

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
api.use(transport);

/** What to tell the user about a failed call: the server's `message`, or what failed on the way. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (typeof failure === 'object' && failure !== null && 'message' in failure) {
    const { message } = failure;
    if (typeof message === 'string' && message !== '') return message;
  }
  return networkMessages.failed;
}
