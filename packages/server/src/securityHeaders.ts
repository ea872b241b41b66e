import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer, decided here alone, as helmet sets them: Fastify's answers
 * get them from @fastify/helmet (registered with `appSecurity` in app.ts, `docsSecurity` on the API
 * reference's routes), the fast lane sends again the headers Fastify sent, and an error answer
 * written outside Fastify's hooks gets them from `unhookedErrorHeaders`.
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

/**
 * The app's security headers, by name, as helmet sets them on Fastify's answers. No directive is
 * computed per request, so they are the same on every answer: helmet's own middleware, run once on
 * a response of no connection, writes them here.
 */
const appSecurityHeaders: OutgoingHttpHeaders = (() => {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(appSecurity)(response.req, response, (error) => {
    if (error) throw error;
  });
  return response.getHeaders();
})();

/**
 * The headers of an error answer written without Fastify's hooks (the router's refusals, a
 * request cut for stalling, one node:http could not read): the security headers, and no-store,
 * since an error is never to be kept and such an answer comes before anything knows whether its
 * route is private.
 */
export const unhookedErrorHeaders: Readonly<OutgoingHttpHeaders> = {
  ...appSecurityHeaders,
  'cache-control': 'no-store',
};
