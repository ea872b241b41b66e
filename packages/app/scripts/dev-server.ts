/**
 * `pnpm dev`'s app server, as Vite's server-rendering guide has it: Vite in middleware mode (hot
 * reload, and `/api` forwarded to the API server as vite.config.ts says), and the public pages
 * rendered from the entry's source as the production server renders them from its build. Their
 * reads go to the API server over HTTP, since the app does not import the server.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Job, PublicReads, RenderPage } from '@job/contract';
import { requestedLocale } from '@job/texts';
import { createServer } from 'vite';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const port = Number(process.env.PORT ?? 5173);

/**
 * The reads over the API. Any list is a search (an empty text lists every job), which takes the
 * type, the workplace and the page, and says its total in X-Total-Count.
 */
const reads: PublicReads = {
  async list({ type, workplace, text = '' }, offset, limit) {
    const response = await fetch(`${apiUrl}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: text, type, workplace, offset, limit }),
    });
    if (!response.ok) throw new Error(`/api/search answered ${response.status}`);
    return {
      data: (await response.json()) as Job[],
      totalCount: Number(response.headers.get('x-total-count')),
    };
  },
  async bySlug(slug) {
    const response = await fetch(`${apiUrl}/api/jobs/${encodeURIComponent(slug)}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`/api/jobs/${slug} answered ${response.status}`);
    return ((await response.json()) as { data: Job }).data;
  },
};

const vite = await createServer({
  root: appDir,
  server: { middlewareMode: true },
  appType: 'custom',
});

createHttpServer((request, response) => {
  vite.middlewares(request, response, async () => {
    const url = request.url ?? '/';
    // Read on every request, so an edit to index.html shows at once.
    const template = await vite.transformIndexHtml(
      url,
      readFileSync(join(appDir, 'index.html'), 'utf8'),
    );
    try {
      const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        render: RenderPage;
      };
      const origin = `http://${request.headers.host ?? `localhost:${port}`}`;
      const locale = requestedLocale({
        search: new URL(url, origin).search,
        cookie: request.headers.cookie,
      });
      const page = await render({ url, template, origin, reads, locale });
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (page.kind === 'client') {
        response.end(page.html);
        return;
      }
      response.statusCode = page.status;
      Readable.from(page.html).pipe(response);
    } catch (error) {
      // As in production, the page then renders in the browser; the error names the source line.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(template);
    }
  });
}).listen(port, () => {
  console.log(`The app, rendered on the server with hot reload: http://localhost:${port}`);
});
