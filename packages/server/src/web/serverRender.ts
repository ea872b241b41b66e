import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { PublicReads, RenderPage } from '@job/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHolds } from '../cache/cachedReply';
import type { ReadCache } from '../cache/readCache';
import { siteOrigin } from './origin';

/** Where the app's build leaves its server render's entry, beside the files it serves. */
export const serverEntryPath = (distDir: string) => join(distDir, 'server', 'entry-server.js');

/**
 * The app's server render, loaded from its build (never from its source); undefined when the build
 * has none, and the app then renders every page in the browser.
 */
export async function loadServerRender(distDir: string): Promise<RenderPage | undefined> {
  const entry = serverEntryPath(distDir);
  if (!existsSync(entry)) return undefined;
  const { render } = (await import(pathToFileURL(entry).href)) as { render?: RenderPage };
  if (typeof render !== 'function') throw new Error(`${entry} exports no render function.`);
  return render;
}

export interface PageRendering {
  render: RenderPage;
  distDir: string;
  reads: PublicReads;
  cache: ReadCache;
  /** The site's public address; without it, the address the request came to. */
  publicUrl: string | undefined;
}

/**
 * Answers a GET of an app address with its page rendered on the server: the public pages with
 * their data, an unknown address with the not-found page and a 404. Routes that render in the
 * browser only get index.html from `sendIndex`, as does every page when the render fails.
 *
 * A rendered page is revalidated on every visit (no-cache) with an ETag of the read cache's data
 * version, so a visit after no write is a 304 that renders nothing.
 */
export function pageRenderer(
  { render, distDir, reads, cache, publicUrl }: PageRendering,
  sendIndex: (reply: FastifyReply) => FastifyReply,
) {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const etag = cache.currentEtag(`page:${request.url}`);
    if (etag && ifNoneMatchHolds(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', 'no-cache').send();
    }
    try {
      const origin = siteOrigin(request, publicUrl);
      const page = await render({ url: request.url, template, origin, reads });
      if (page.kind === 'client') return sendIndex(reply);
      if (etag && page.status === 200) reply.header('etag', etag);
      return reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(Readable.from(page.html));
    } catch (error) {
      // The page can still render in the browser from the API.
      request.log.error({ err: error }, 'Rendering the page on the server failed');
      return sendIndex(reply);
    }
  };
}
