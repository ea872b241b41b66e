import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer, decided here alone, as helmet sets them: Fastify's answers
 * get them from @fastify/helmet (registered with `appSecurity` in app.ts, `docsSecurity` on the API
 * reference's routes), the fast lane sends again the headers Fastify sent, and an answer node:http
 * gives before either has the request (a 408) gets them from `setSecurityHeaders`.
 */

const appDirectives = {
  // The app's own scripts and styles, its uploaded images, and the previews of new ones.
  'img-src': ["'self'", 'data:', 'blob:'],
  // The server may be reached over plain HTTP (localhost, an internal address).
  'upgrade-insecure-requests': null,
};

// Typed by `satisfies`: @fastify/helmet reads helmet's CommonJS types, and HelmetOptions here is
// the ES module's, whose symbol for an absent default-src is another type.

/** Every answer's but the API reference's. */
export const appSecurity = {
  contentSecurityPolicy: { directives: appDirectives },
} satisfies HelmetOptions;

/** The reference page starts itself with an inline script; it shows no user content. */
export const docsSecurity = {
  contentSecurityPolicy: {
    directives: {
      ...appDirectives,
      'script-src': ["'self'", "'unsafe-inline'"],
      'worker-src': ["'self'", 'blob:'],
    },
  },
} satisfies HelmetOptions;

// helmet's own middleware, built once, run on the answer's real request and response.
const appHeaders = helmet(appSecurity);

/** Sets the app's security headers on `response`, an answer no Fastify hook has prepared. */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  appHeaders(request, response, (error) => {
    if (error) throw error;
  });
}
