import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../appConfig';
import { createFakeAppDist } from '../test/fakeAppDist';
import { jobForm, picture } from '../test/images';
import { type RawRequest, rawGet, rawRequest } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';
import { keptAnswerVaries } from './fastLane';

/** A kept answer is keyed on everything it is built from, or a visitor can poison it. */

const json = (body: unknown): RawRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Every route whose answer is kept (and robots.txt, built from the same origin), as visited. */
function keptRoutes(slug: string): [string, RawRequest][] {
  return [
    ['/', {}],
    ['/?lang=en', {}],
    ['/login', {}],
    ['/categories/freelance', {}],
    [`/detail/${slug}`, {}],
    [`/detail/${slug}/report`, {}],
    [`/detail/${slug}/report?sent=1`, {}],
    ['/?q=kept&workplace=remote&page=2', {}],
    ['/no-such-page', {}],
    ['/feed.xml', {}],
    ['/feed.xml?type=freelance&q=kept', {}],
    ['/feed.xml?lang=tr', {}],
    ['/sitemap.xml', {}],
    ['/robots.txt', {}],
    ['/api/paginate/0/5', {}],
    [`/api/jobs/${slug}`, {}],
    ['/api/getType', json({ type: 'freelance' })],
    ['/api/search', json({ data: 'kept' })],
    ['/api/companies', {}],
    ['/api/companies?q=kept', {}],
    ['/api/companies/kept-co', {}],
    ['/api/companies/kept-co/jobs', {}],
  ];
}

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

function withHeaders(request: RawRequest, headers: Record<string, string>): RawRequest {
  return { ...request, headers: { ...request.headers, ...headers } };
}

async function serverWithAJob(
  config: AppConfig,
): Promise<{ server: TestServer; slug: string; close(): Promise<void> }> {
  const dist = createFakeAppDist();
  const server = await startServer({ appDistDir: dist.distDir, ...config });
  const { token } = await server.signUp();
  const form = jobForm(
    {
      title: 'Kept Freelancer',
      salary: '1',
      description: 'kept',
      workType: '3',
      detail: '<p>x</p>',
    },
    { data: await picture('png', 32, 32), name: 'logo.png', type: 'image/png' },
  );
  // A company with a logo for its kept reads, the job posted as it: the logo's address is in both.
  const company = await server.request('/api/companies', { token, json: { name: 'Kept Co' } });
  if (company.status !== 201) throw new Error(JSON.stringify(company.body));
  const logo = new FormData();
  logo.append('logo', new Blob([await picture('png', 8, 8)], { type: 'image/png' }), 'logo.png');
  const logoSet = await server.request('/api/companies/kept-co/logo', {
    method: 'PUT',
    token,
    form: logo,
  });
  if (logoSet.status !== 200) throw new Error(JSON.stringify(logoSet.body));
  form.append('companySlug', 'kept-co');
  const created = await server.request<{ data: { slug: string } }>('/api/jobs', { token, form });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return {
    server,
    slug: created.body.data.slug,
    async close() {
      await server.close();
      dist.remove();
    },
  };
}

describe.each([
  ['behind no proxy', {}],
  ['behind a trusted proxy', { trustProxy: ['loopback'] }],
])('a forged Host, X-Forwarded-Host or -Proto, %s', (_name, config: AppConfig) => {
  let setup: Awaited<ReturnType<typeof serverWithAJob>>;
  beforeAll(async () => {
    setup = await serverWithAJob(config);
  });
  afterAll(() => setup.close());

  it('reaches no later visitor of any kept route, nor the forger', async () => {
    const { server, slug } = setup;
    for (const [path, request] of keptRoutes(slug)) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { 'accept-encoding': encoding };
        // Enough times for the cache to keep it and the fast lane to record it.
        for (let visit = 0; visit < 3; visit++) {
          const answer = await rawRequest(
            `${server.baseUrl}${path}`,
            withHeaders(request, { ...headers, ...forged }),
          );
          expect(answer.decoded.toString(), `${path}, forged`).not.toContain('evil.example');
        }
        const plain = await rawRequest(`${server.baseUrl}${path}`, withHeaders(request, headers));
        expect(plain.status, path).toBeLessThan(path === '/no-such-page' ? 405 : 300);
        const text = plain.decoded.toString();
        expect(text, `${path}, then plain`).not.toContain('evil.example');
        expect(text, `${path}, then plain`).not.toContain('https://');
      }
    }
    // The links that are absolute name the address the server listens on.
    const feed = await rawRequest(`${server.baseUrl}/feed.xml`);
    expect(feed.decoded.toString()).toContain(`<link>${server.baseUrl}/detail/${slug}</link>`);
    const page = await rawRequest(`${server.baseUrl}/`);
    expect(page.decoded.toString()).toContain(`href="${server.baseUrl}/detail/${slug}"`);
  });
});

/**
 * Request headers a kept route reads that cannot shape its answer: the connection, how the body is
 * framed, and the conditional request that the fast lane passes to Fastify.
 */
const framing = new Set(['connection', 'content-length', 'transfer-encoding', 'if-none-match']);

describe('the headers a kept answer is built from', () => {
  let setup: Awaited<ReturnType<typeof serverWithAJob>>;
  /** Every header name read while each request was answered, by `method url`. */
  const reads = new Map<string, Set<string>>();

  beforeAll(async () => {
    setup = await serverWithAJob({ corsOrigin: 'https://partner.example' });
    // Ahead of the server's own listener: each request's headers report every name read.
    setup.server.app.server.prependListener('request', (request: IncomingMessage) => {
      const read = new Set<string>();
      reads.set(`${request.method} ${request.url}`, read);
      request.headers = new Proxy(request.headers, {
        get(target, name, receiver) {
          if (typeof name === 'string') read.add(name.toLowerCase());
          return Reflect.get(target, name, receiver);
        },
        has(target, name) {
          if (typeof name === 'string') read.add(name.toLowerCase());
          return Reflect.has(target, name);
        },
        ownKeys(target) {
          read.add('(every header)');
          return Reflect.ownKeys(target);
        },
      });
    });
  });
  afterAll(() => setup.close());

  it('are all in the fast lane signature: a route that read another would fail here', async () => {
    const { server, slug } = setup;
    const allowed = new Set([...Object.keys(keptAnswerVaries), ...framing]);
    const visitor = {
      'accept-encoding': 'br',
      origin: 'https://partner.example',
      'user-agent': 'a browser',
      'accept-language': 'tr',
      cookie: 'a=b',
      ...forged,
    };
    for (const [path, request] of keptRoutes(slug)) {
      const before = server.app.fastLane.answered;
      // The first answer is Fastify's; the fast lane answers the second GET and the third POST
      // (it learns to read a POST read's body ahead at the first).
      for (let visit = 0; visit < 3; visit++) {
        await rawRequest(`${server.baseUrl}${path}`, withHeaders(request, visitor));
        const read = reads.get(`${request.method ?? 'GET'} ${path}`) ?? new Set();
        const outside = [...read].filter((name) => !allowed.has(name));
        expect(outside, `${request.method ?? 'GET'} ${path}, visit ${visit + 1}`).toEqual([]);
      }
      if (path !== '/robots.txt') {
        expect(server.app.fastLane.answered, `${path} is kept`).toBeGreaterThan(before);
      }
    }
  });
});

describe('the cookie a kept answer is built from', () => {
  let setup: Awaited<ReturnType<typeof serverWithAJob>>;
  beforeAll(async () => {
    setup = await serverWithAJob({});
  });
  afterAll(() => setup.close());

  it('is compared by its lang alone: other cookies neither split nor cross the answers', async () => {
    const { server } = setup;
    for (const path of ['/', '/feed.xml', '/login']) {
      const visit = (cookie: string) => rawGet(`${server.baseUrl}${path}`, { cookie });
      const first = await visit('lang=en; session=a');
      const before = server.app.fastLane.answered;
      const otherSession = await visit('session=b; lang=en; theme=dark');
      expect(server.app.fastLane.answered, `${path}: the fast lane's`).toBe(before + 1);
      expect(otherSession.wire, path).toEqual(first.wire);
      const turkish = await visit('session=a; lang=tr');
      expect(turkish.wire, path).not.toEqual(first.wire);
      expect(turkish.headers.etag, path).not.toBe(first.headers.etag);
    }
  });
});
