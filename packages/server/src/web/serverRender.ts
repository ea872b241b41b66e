import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RefusedForm, RenderPage, RenderRequest, Unsubscribing } from '@job/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedBody } from '../cache/cachedReply';
import type { ReadCache } from '../cache/readCache';
import { urlWithoutTokens } from '../requestLog';
import type { RenderReads } from './publicReads';

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
  /** Reads of its own for each render, which gather the tags of what its page shows. */
  readsForRender: () => RenderReads;
  cache: ReadCache;
  /** The site's address, from configuration (see siteOrigin). */
  origin: () => string;
}

/**
 * How long a rendered page is kept when no write touches what it shows: its posting dates ('3 gün
 * önce') are told from the moment it was rendered, so they are at most this much behind.
 */
const pageMaxAgeMs = 60_000;

/** Answers a request with a page of the app. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Answers with the page at `url` again, showing `refused` (its form, posted without the page's
 * script, and why the server refused it), with the refusal's `status`; never kept.
 */
export type RefusedFormHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
  refused: RefusedForm,
  status: number,
) => Promise<FastifyReply>;

/**
 * Answers an alert mail's unsubscribe link (the request, GET or one-click POST) with its page in
 * the app, showing what the server found or did for it; never kept. Throws when the render fails.
 */
export type UnsubscribePageHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  unsubscribing: Unsubscribing,
) => Promise<FastifyReply>;

/** What the app's pages render and send. */
export interface AppPages {
  sendPage: PageHandler;
  sendRefused: RefusedFormHandler;
  sendUnsubscribe: UnsubscribePageHandler;
}

/**
 * The app's pages rendered on the server in the reader's language.
 *
 * `sendPage` answers a GET of an app address: the public pages with their data, an unknown address
 * with the not-found page and a 404, and a route that renders in the browser only with the app's
 * shell (index.html in that language). When the render fails, `sendIndex` sends index.html as it
 * was built.
 *
 * A rendered page is kept in the read cache per locale, address and encoding, under the tags of
 * what it read, so it is rendered once per change that touches it (concurrent first visits share
 * one render) and the fast lane answers it again. It is the same for every reader of its locale:
 * the render sees the address and the locale and nothing else of the request, no session (members'
 * pages render in the browser). A 200 is revalidated on every visit (no-cache) with the kept page's
 * ETag, so a visit after no such change is a 304 that renders nothing.
 *
 * `sendRefused` answers a page's own form, posted where its script did not run and refused, with
 * that page showing what was sent and why: one visitor's answer, rendered for them alone.
 * `sendUnsubscribe` answers an unsubscribe link the same way, for the one who holds it.
 */
export function pageRenderer(
  { render, distDir, readsForRender, cache, origin }: PageRendering,
  sendIndex: (reply: FastifyReply) => FastifyReply,
): AppPages {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  /** `url` rendered for one request with what the server decided for it, as one buffer. */
  async function renderForOne(
    request: FastifyRequest,
    url: string,
    own: Pick<RenderRequest, 'refused' | 'unsubscribing'>,
  ) {
    const { reads } = readsForRender();
    const { locale } = request;
    const page = await render({ url, template, origin: origin(), reads, locale, ...own });
    if (page.kind === 'client') throw new Error(`${url} is no page rendered on the server.`);
    return { status: page.status, html: await bytesOf(page.html) };
  }
  return {
    async sendPage(request, reply) {
      const { url, locale } = request;
      try {
        await sendCachedBody(
          cache,
          request,
          reply,
          `page:${url}`,
          'text/html; charset=utf-8',
          async () => {
            const { reads, tags } = readsForRender();
            const page = await render({ url, template, origin: origin(), reads, locale });
            // The shell shows no data: only a write of everything (or the cap) drops it.
            if (page.kind === 'client') return { body: page.html, tags: [] };
            return {
              body: await bytesOf(page.html),
              status: page.status,
              tags: [...tags],
              maxAgeMs: pageMaxAgeMs,
            };
          },
          { inReadersLanguage: true },
        );
        return reply;
      } catch (error) {
        // The page can still render in the browser from the API.
        request.log.error({ err: error }, 'Rendering the page on the server failed');
        return sendIndex(reply);
      }
    },

    async sendRefused(request, reply, url, refused, status) {
      const page = await renderForOne(request, url, { refused });
      return (
        reply
          // The page's own 404 (its job is gone) says more than the refusal.
          .code(page.status === 404 ? 404 : status)
          // What this visitor sent, for them alone.
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page.html)
      );
    },

    async sendUnsubscribe(request, reply, unsubscribing) {
      // The address as the log has it: the render never holds the link's token, so no error it
      // throws can carry it into the log. The page needs none: its form posts to where it is.
      const url = urlWithoutTokens(request.url);
      const page = await renderForOne(request, url, { unsubscribing });
      // Private, as every answer of the API's own routes (no-store): one link's page.
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  };
}

/** A rendered page's pieces, as one buffer: it is kept, and sent with its length. */
async function bytesOf(pieces: AsyncIterable<string | Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const piece of pieces) chunks.push(Buffer.from(piece));
  return Buffer.concat(chunks);
}
