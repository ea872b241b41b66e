import { type Locale, queryLanguage } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeAppDist, renderedLocale, renderNumber } from '../test/fakeAppDist';
import { jobForm, picture } from '../test/images';
import { type RawAnswer, rawGet } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';

/** No kept answer crosses languages: each reader gets their locale's, through the cache and the fast lane. */

interface Reader {
  name: string;
  locale: Locale;
  query?: string;
  cookie?: string;
}

const readers: Reader[] = [
  { name: 'a first visit', locale: 'default' },
  { name: 'a visitor with other cookies', locale: 'default', cookie: 'session=1; theme=dark' },
  { name: 'a cookie of no language', locale: 'default', cookie: 'lang=fr' },
  { name: 'the Turkish cookie', locale: 'tr', cookie: 'lang=tr' },
  { name: 'a Turkish link', locale: 'tr', query: 'lang=tr' },
  { name: 'the English cookie among others', locale: 'en', cookie: 'session=2; lang=en' },
  {
    name: 'an English link over the Turkish cookie',
    locale: 'en',
    query: 'lang=en',
    cookie: 'lang=tr',
  },
];

const encodings = ['br', 'gzip', 'identity'];

function addressOf(path: string, reader: Reader) {
  if (!reader.query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${reader.query}`;
}

/** The same visits in another order each round: a seeded shuffle, so a failure replays. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const dist = createFakeAppDist();
let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startServer({ appDistDir: dist.distDir });
  const { token } = await server.signUp();
  const form = jobForm(
    { title: 'A job in every language', workType: '3' },
    { data: await picture('png', 8, 8), name: 'a.png', type: 'image/png' },
  );
  const created = await server.request('/api/jobs', { token, form });
  slug = created.body.data.slug;
});
afterAll(async () => {
  await server?.close();
  dist.remove();
});

function visit(path: string, reader: Reader, encoding: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'accept-encoding': encoding, ...extra };
  if (reader.cookie) headers.cookie = reader.cookie;
  return rawGet(`${server.baseUrl}${addressOf(path, reader)}`, headers);
}

/** The feed's words of the whole board, as `locale` reads them. */
function feedTitle(locale: Locale) {
  const { t } = apiTextsOf(locale);
  return t('feed.title', { subject: t('feed.allJobs') });
}

/**
 * The locale an answer was made in: a page names it; a feed links to itself in it (`?lang=`, or
 * none in the default), and is titled in its words.
 */
function localeShown(path: string, answer: RawAnswer): Locale {
  const text = answer.decoded.toString();
  if (path !== '/feed.xml') return renderedLocale(text) as Locale;
  const self = /<atom:link href="([^"]*)"/.exec(text)?.[1] ?? '';
  const locale = (queryLanguage(new URL(self.replaceAll('&amp;', '&')).search) ??
    'default') as Locale;
  expect(/<title>([^<]*)<\/title>/.exec(text)?.[1]).toBe(feedTitle(locale));
  return locale;
}

describe('pages, the shell and the feeds', () => {
  const paths = () => [
    '/',
    '/categories/freelance',
    `/detail/${slug}`,
    '/no-such-page',
    '/login',
    '/feed.xml',
  ];

  it('reach only readers of their own locale, in any order, kept once per locale', async () => {
    expect(feedTitle('tr')).not.toBe(feedTitle('en'));
    const lanesBefore = server.app.fastLane.answered;
    /** The render that made each address's page for each locale: one, kept, whoever asks. */
    const renders = new Map<string, Set<number>>();
    const visits = paths().flatMap((path) =>
      readers.flatMap((reader) => encodings.map((encoding) => ({ path, reader, encoding }))),
    );
    for (let round = 0; round < 4; round++) {
      for (const { path, reader, encoding } of shuffled(visits, round + 1)) {
        const answer = await visit(path, reader, encoding);
        const told = `${path} for ${reader.name} (${encoding}), round ${round + 1}`;
        expect(answer.status, told).toBeLessThan(path === '/no-such-page' ? 405 : 300);
        expect(localeShown(path, answer), told).toBe(reader.locale);
        expect(answer.headers.vary, told).toMatch(/\bCookie\b/);
        if (path !== '/feed.xml') {
          const page = `${addressOf(path, reader)} ${reader.locale}`;
          const numbers = renders.get(page) ?? new Set();
          renders.set(page, numbers.add(renderNumber(answer.decoded.toString())));
        }
      }
    }
    for (const [page, numbers] of renders) expect(numbers.size, `${page} is kept`).toBe(1);
    // Each locale's page is a render of its own.
    const home = ['default', 'tr', 'en'].map(
      (locale) => [...(renders.get(`/ ${locale}`) ?? [])][0],
    );
    expect(new Set(home).size).toBe(3);
    expect(server.app.fastLane.answered - lanesBefore).toBeGreaterThan(visits.length);
  });

  it('answer a revisit in another language with that language’s page, not a 304', async () => {
    const [turkish, english] = [readers[3], readers[5]] as [Reader, Reader];
    const kept = await visit('/', turkish, 'br');
    const etag = String(kept.headers.etag);
    expect((await visit('/', turkish, 'br', { 'if-none-match': etag })).status).toBe(304);
    const switched = await visit('/', english, 'br', { 'if-none-match': etag });
    expect(switched.status).toBe(200);
    expect(localeShown('/', switched)).toBe('en');
    expect(switched.headers.etag).not.toBe(etag);
  });
});

describe('the answers in no language', () => {
  it.each(['/api/paginate/0/5', '/api/jobs/{slug}', '/sitemap.xml'])(
    'are kept once and shared by every reader: %s',
    async (template) => {
      const path = template.replace('{slug}', slug);
      const answers: RawAnswer[] = [];
      for (const reader of shuffled(readers, 7)) {
        for (let again = 0; again < 2; again++) answers.push(await visit(path, reader, 'br'));
      }
      const [first] = answers as [RawAnswer];
      for (const answer of answers) {
        expect(answer.decoded.equals(first.decoded)).toBe(true);
        // One kept answer: one ETag, whatever the language.
        expect(answer.headers.etag).toBe(first.headers.etag);
        expect(answer.headers.vary).toBe('Accept-Encoding');
      }
    },
  );
});
