import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeAppDist,
  fakeIndexHtml,
  renderedLocale,
  renderNumber,
} from '../test/fakeAppDist';
import { jobForm, picture } from '../test/images';
import { rawGet } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';

const dist = createFakeAppDist();
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ appDistDir: dist.distDir });
  ({ token } = await server.signUp());
});
afterAll(async () => {
  await server?.close();
  dist.remove();
});

const get = (path: string, headers?: Record<string, string>) =>
  rawGet(`${server.baseUrl}${path}`, headers);

async function postJob(title: string, workType = '1') {
  const form = jobForm(
    { title, salary: '100', description: 'A brief', workType, detail: '<p>Detail</p>' },
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
    expect(html).toContain('>Rendered on the server</a></li>');
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
    expect(afterWrite.decoded.toString()).toContain('>Posted after the first visit</a></li>');
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
      expect(answer.decoded.toString()).toContain('<div id="root">Page not found<p>render');
    },
  );

  it('renders a page once per change that touches it, whatever the encoding, and keeps the others', async () => {
    const { slug } = await postJob('A full-time job to keep', '1');
    const pages = [
      '/',
      '/categories/freelance',
      '/categories/full-time',
      `/detail/${slug}`,
      '/no-such-page',
    ];
    const renders = async (encoding: string) => {
      const numbers: Record<string, number> = {};
      for (const path of pages) {
        const answer = await get(path, { 'accept-encoding': encoding });
        numbers[path] = renderNumber(answer.decoded.toString());
      }
      return numbers;
    };
    const first = await renders('br');
    expect(await renders('br'), 'a second visit').toEqual(first);
    expect(await renders('gzip, deflate'), 'another encoding').toEqual(first);
    expect(await renders('identity'), 'no encoding').toEqual(first);

    // A freelance job: the board and the freelance list change; the full-time list, the detail
    // of another job and the not-found page cannot.
    await postJob('A new freelance job', '3');
    const afterCreate = await renders('br');
    expect(afterCreate['/']).toBeGreaterThan(first['/'] ?? 0);
    expect(afterCreate['/categories/freelance']).toBeGreaterThan(
      first['/categories/freelance'] ?? 0,
    );
    for (const kept of ['/categories/full-time', `/detail/${slug}`, '/no-such-page']) {
      expect(afterCreate[kept], kept).toBe(first[kept]);
    }
    const board = await get('/categories/freelance');
    expect(board.decoded.toString()).toContain('>A new freelance job</a></li>');

    // Saving the full-time job changes its count: its detail, its type's list and the board.
    expect((await server.request(`/api/jobs/${slug}/save`, { method: 'PUT', token })).status).toBe(
      200,
    );
    const afterSave = await renders('br');
    for (const changed of ['/', '/categories/full-time', `/detail/${slug}`]) {
      expect(afterSave[changed], changed).toBeGreaterThan(afterCreate[changed] ?? 0);
    }
    for (const kept of ['/categories/freelance', '/no-such-page']) {
      expect(afterSave[kept], kept).toBe(afterCreate[kept]);
    }
  });

  it('makes one render of concurrent first visits to a page, in every encoding', async () => {
    const encodings = ['br', 'gzip', 'identity'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, visit) =>
        get('/?visited=together', { 'accept-encoding': encodings[visit % 3] ?? 'br' }),
      ),
    );
    const numbers = answers.map((answer) => renderNumber(answer.decoded.toString()));
    expect(new Set(numbers).size).toBe(1);
  });

  it('serves a member the page a visitor gets: the render sees no session', async () => {
    const member = { authorization: `Bearer ${token}`, cookie: `token=${token}` };
    const visitorFirst = await get('/?who=visitor-first');
    const memberAfter = await get('/?who=visitor-first', member);
    const memberFirst = await get('/?who=member-first', member);
    const visitorAfter = await get('/?who=member-first');
    expect(memberAfter.wire).toEqual(visitorFirst.wire);
    expect(visitorAfter.wire).toEqual(memberFirst.wire);
    for (const answer of [memberFirst, visitorAfter]) {
      expect(answer.decoded.toString()).not.toContain(token);
    }
  });

  it('sends the shell in the reader’s language for a route that renders in the browser, kept', async () => {
    const first = await get('/login', { cookie: 'lang=en' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const shell = first.decoded.toString();
    expect(renderedLocale(shell)).toBe('en');
    expect(shell).toContain('<div id="root"></div>');
    const again = await get('/login', { cookie: 'lang=en' });
    expect(again.decoded.toString(), 'kept').toBe(shell);
    const turkish = await get('/login?lang=tr');
    expect(renderedLocale(turkish.decoded.toString())).toBe('tr');
  });

  it('sends index.html as it was built when the render fails', async () => {
    const answer = await get('/broken');
    expect(answer.status).toBe(200);
    expect(answer.decoded.toString()).toBe(fakeIndexHtml);
  });

  it('leaves the crawlers their files: robots.txt, the sitemap and the feed are no pages', async () => {
    for (const [path, type] of [
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/feed.xml', 'application/rss+xml; charset=utf-8'],
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
