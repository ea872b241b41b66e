import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm, picture } from '../test/images';
import { rawGet } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';

// A dist folder with a tiny server entry in place of the app's build: it renders what the server's
// reads give it, so these tests check the server's side of the render without building the app.
const indexHtml = `<!doctype html><html><head><title>Job</title>${'<meta name="x">'.repeat(80)}</head><body><div id="root"></div></body></html>`;
const fakeEntry = `
async function* inPieces(text) {
  yield text.slice(0, 20);
  yield new TextEncoder().encode(text.slice(20));
}
const page = (template, status, body) => ({
  kind: 'page',
  status,
  html: inPieces(template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>')),
});
export async function render({ url, template, origin, reads }) {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/login') return { kind: 'client' };
  if (pathname === '/broken') throw new Error('The render broke.');
  if (pathname === '/') {
    const { data, totalCount } = await reads.list({}, 0, 5);
    const rows = data.map((job) => '<li>' + job.title + '</li>').join('');
    return page(template, 200, '<ul>' + rows + '</ul><p>' + totalCount + ' at ' + origin + '</p>');
  }
  if (pathname.startsWith('/detail/')) {
    const job = await reads.bySlug(decodeURIComponent(pathname.slice('/detail/'.length)));
    return page(template, job ? 200 : 404, job ? '<h1>' + job.title + '</h1>' : 'No such job');
  }
  return page(template, 404, 'Page not found');
}
`;

const distDir = mkdtempSync(join(tmpdir(), 'job-dist-'));
let server: TestServer;
let token: string;

beforeAll(async () => {
  mkdirSync(join(distDir, 'server'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'server', 'entry-server.js'), fakeEntry);
  server = await startServer({ appDistDir: distDir });
  ({ token } = await server.signUp());
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string, headers?: Record<string, string>) =>
  rawGet(`${server.baseUrl}${path}`, headers);

async function postJob(title: string) {
  const form = jobForm(
    { title, salary: '100', description: 'A brief', workType: '1', detail: '<p>Detail</p>' },
    { data: await picture('png', 40, 40), name: 'logo.png', type: 'image/png' },
  );
  const answer = await server.request<{ data: { slug: string } }>('/api/jobs', { token, form });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('pages rendered on the server', () => {
  it('renders / from the reads, compressed, revalidated by an ETag of the data version', async () => {
    await postJob('Rendered on the server');
    const first = await get('/', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const html = first.decoded.toString();
    expect(html).toContain('<li>Rendered on the server</li>');
    expect(html).toContain(`1 at ${server.baseUrl}</p>`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);

    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.wire.length).toBe(0);

    // A write changes the data version: the old tag no longer holds, and the page shows the job.
    await postJob('Posted after the first visit');
    const afterWrite = await get('/', { 'if-none-match': etag });
    expect(afterWrite.status).toBe(200);
    expect(afterWrite.headers.etag).not.toBe(etag);
    expect(afterWrite.decoded.toString()).toContain('<li>Posted after the first visit</li>');
  });

  it('renders a detail from the reads, and an unknown job as a 404 page', async () => {
    const { slug } = await postJob('A detail to render');
    const found = await get(`/detail/${slug}`, { 'accept-encoding': 'br' });
    expect(found.status).toBe(200);
    expect(found.headers['content-encoding']).toBe('br');
    expect(found.decoded.toString()).toContain('<h1>A detail to render</h1>');

    const missing = await get('/detail/no-such-job');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.decoded.toString()).toContain('No such job');
  });

  it.each(['/no-such-file.xml', '/no/such/page'])(
    'answers %s, an address of no route, 404',
    async (path) => {
      const answer = await get(path, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(404);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.decoded.toString()).toContain('<div id="root">Page not found</div>');
    },
  );

  it('sends index.html for a route that renders in the browser, and when the render fails', async () => {
    for (const path of ['/login', '/broken']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.decoded.toString()).toBe(indexHtml);
    }
  });

  it('leaves the crawlers their files: robots.txt, the sitemap and the feed are no pages', async () => {
    for (const [path, type] of [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml'],
      ['/feed.xml', 'application/rss+xml'],
    ]) {
      const answer = await get(String(path));
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe(type);
    }
  });

  it('keeps a missing asset and an unknown API path plain 404s', async () => {
    const asset = await server.request('/assets/index-missing.js');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toMatch(/json/);
    expect(await server.request('/api/unknown')).toMatchObject({
      status: 404,
      body: { message: 'Nothing is at GET /api/unknown.' },
    });
  });
});
