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
import type {
  Company,
  CompanyListPage,
  FilterCounts,
  Job,
  JobListPage,
  ListFilter,
  PublicReads,
  RenderPage,
} from '@job/contract';
import { requestedLocale } from '@job/texts';
import { createServer } from 'vite';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const port = Number(process.env.PORT ?? 5173);

/** A list filter's salary floor and date window as the API's list calls take them. */
const narrowing = ({ salary, posted }: ListFilter) => ({
  ...(salary && { minSalary: salary.amount, salaryCurrency: salary.currency }),
  postedWithinDays: posted,
});

/**
 * The reads over the API. Any list is a search (an empty text lists every job), which takes the
 * type, the workplace, the salary floor, the date window and the page, and says its total in
 * X-Total-Count.
 */
const reads: PublicReads = {
  async list(filter, offset, limit) {
    const { type, workplace, text = '' } = filter;
    const response = await fetch(`${apiUrl}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: text, type, workplace, ...narrowing(filter), offset, limit }),
    });
    if (!response.ok) throw new Error(`/api/search answered ${response.status}`);
    return {
      data: (await response.json()) as Job[],
      totalCount: Number(response.headers.get('x-total-count')),
    };
  },
  async counts(filter) {
    const { type, workplace, text } = filter;
    const query = Object.entries({ q: text, type, workplace, ...narrowing(filter) }).flatMap(
      ([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]]),
    );
    const response = await fetch(`${apiUrl}/api/filterCounts?${new URLSearchParams(query)}`);
    if (!response.ok) return undefined;
    return ((await response.json()) as { data: FilterCounts }).data;
  },
  async bySlug(slug) {
    const response = await fetch(`${apiUrl}/api/jobs/${encodeURIComponent(slug)}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`/api/jobs/${slug} answered ${response.status}`);
    return ((await response.json()) as { data: Job }).data;
  },
  async companies(q, offset, limit) {
    const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
    if (q !== '') query.set('q', q);
    return (await readApi(`/api/companies?${query}`)) as CompanyListPage;
  },
  async company(slug) {
    const answer = (await readApi(`/api/companies/${encodeURIComponent(slug)}`)) as
      | { data: Company }
      | undefined;
    return answer?.data;
  },
  async companyJobs(slug, offset, limit) {
    const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
    const answer = await readApi(`/api/companies/${encodeURIComponent(slug)}/jobs?${query}`);
    return (answer as JobListPage | undefined) ?? { data: [], totalCount: 0 };
  },
};

/** A GET of the API's JSON; undefined for a 404. */
async function readApi(path: string): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

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
