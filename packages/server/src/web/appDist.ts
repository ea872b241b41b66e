import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportFormRoute } from './reportForm';
import {
  type AppPages,
  loadServerRender,
  type PageHandler,
  type PageRendering,
  pageRenderer,
} from './serverRender';

/** The built app: its folder, and its pages rendered on the server when the build has its entry. */
export interface AppDist {
  distDir: string;
  pages: AppPages | undefined;
  /** The site's address (see siteOrigin), which the report page's form must come from. */
  origin: () => string;
}

/**
 * The built app in `distDir`, undefined when it is not built. Loaded before the routes, whose
 * unsubscribe link renders its page in it (alerts/routes.ts), and served by `serveAppDist`.
 */
export async function loadAppDist(
  distDir: string,
  rendering: Omit<PageRendering, 'render' | 'distDir'>,
): Promise<AppDist | undefined> {
  if (!existsSync(join(distDir, 'index.html'))) return undefined;
  const render = await loadServerRender(distDir);
  const pages = render && pageRenderer({ ...rendering, render, distDir }, sendIndex);
  return { distDir, pages, origin: rendering.origin };
}

/**
 * Serves the built single-page app (`loadAppDist`): hashed assets cached for good, index.html
 * revalidated on every visit (its ETag makes that a 304). The build writes a brotli and a gzip copy
 * beside each file; the one the browser accepts is sent. Every other GET outside /api and /assets
 * is an address of the app: its page rendered on the server when the build has its server entry
 * (see serverRender.ts), otherwise index.html, so the app's routes work on reload; with its server
 * entry, the report page's form too (reportForm.ts).
 */
export async function serveAppDist(
  app: FastifyInstance,
  { distDir, pages, origin }: AppDist,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control below, not send's default max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      // Which copy is sent depends on Accept-Encoding; a cache must not hand a brotli copy to a
      // browser that asked for none (@fastify/static does not say so itself).
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader(
        'cache-control',
        path.startsWith(join(distDir, 'assets'))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const sendPage: PageHandler = pages
    ? pages.sendPage
    : async (_request, reply) => sendIndex(reply);
  // The report page's form posts here where the page's script does not run; a page that renders in
  // the browser only has no such form.
  if (pages) reportFormRoute(app, { sendRefused: pages.sendRefused, origin });
  // A route, not the not-found handler, so that the route hooks (compression) apply to the pages.
  app.get('/*', (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing file is a plain 404, not a page.
    const isAsset = request.url.startsWith('/assets/');
    return isApi || isAsset ? reply.callNotFound() : sendPage(request, reply);
  });
}

export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
