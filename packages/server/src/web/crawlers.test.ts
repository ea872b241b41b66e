import { crawlerPaths, feedHref, limits } from '@job/contract';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idRun } from '../cache/keys';
import type { Job } from '../jobs/service';
import { sampleJobs } from '../seed/sampleJobs';
import { seedManyJobs } from '../seed/seed';
import { jobForm, picture } from '../test/images';
import { rawGet } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';

// Repeated elements are arrays even when there is one; text stays text (no number parsing).
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'item'].includes(name),
});

// What XML 1.0 cannot hold at all; fast-xml-parser's validator does not look for it.
const notInXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** The document at `path`, checked to be well-formed XML of `type`, parsed. */
async function xmlAt(server: TestServer, path: string, type: string) {
  const answer = await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': 'gzip' });
  expect(answer.status, path).toBe(200);
  expect(answer.headers['content-type']).toBe(type);
  const text = answer.decoded.toString();
  expect(XMLValidator.validate(text), path).toBe(true);
  expect(notInXml.test(text), `${path} holds a character XML cannot`).toBe(false);
  return { answer, text, xml: parser.parse(text) };
}

interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
}

async function feedAt(server: TestServer, path: string) {
  const { xml } = await xmlAt(server, path, 'application/rss+xml; charset=utf-8');
  const channel = xml.rss.channel;
  return {
    title: channel.title as string,
    link: channel.link as string,
    items: (channel.item ?? []) as FeedItem[],
  };
}

let png: Buffer;
beforeAll(async () => {
  png = await picture('png', 16, 16);
});

async function postJob(server: TestServer, token: string, fields: Record<string, string>) {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm(
      { salary: '1', description: `Brief of ${fields.title}`, workType: '1', ...fields },
      { data: png, name: 'a.png', type: 'image/png' },
    ),
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('robots, sitemap and feeds', () => {
  let server: TestServer;
  let token: string;
  const posted: Job[] = [];
  const nastyTitle = 'R&D <lead> ]]> "quoted" \u0001bell\u001f\uFFFE';

  beforeAll(async () => {
    server = await startServer();
    ({ token } = await server.signUp());
    const jobs: Record<string, string>[] = [
      {
        ...{ title: 'Remote React Developer', workType: '2', workplace: 'remote' },
        salary: '€5.000 aylık',
      },
      { title: 'Office Manager', workType: '1', workplace: 'on-site' },
      { title: 'React Native Freelancer', workType: '3', workplace: 'remote' },
      {
        ...{ title: 'Hybrid Data Analyst', workType: '2', workplace: 'hybrid' },
        salary: '€3.000 aylık',
      },
      { title: 'Nasty Title', workType: '1' },
    ];
    for (const fields of jobs) posted.push(await postJob(server, token, fields));
    // The API refuses control characters; a row written some other way may still hold them.
    await server.app.database.db.execute(
      sql`UPDATE jobs SET title = ${nastyTitle}, info = ${nastyTitle} WHERE slug = 'nasty-title'`,
    );
  });
  afterAll(() => server.close());

  it('robots.txt allows crawling and points at the sitemap', async () => {
    const answer = await server.request<Buffer>(crawlerPaths.robots);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = answer.body.toString();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`\nSitemap: ${server.baseUrl}/sitemap.xml\n`);
  });

  it('lists every job detail in the sitemap, absolute, dated when posted, in every language', async () => {
    const { xml } = await xmlAt(server, crawlerPaths.sitemap, 'application/xml; charset=utf-8');
    expect(xml.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(xml.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const alternate = (hreflang: string, href: string) => ({
      '@_rel': 'alternate',
      '@_hreflang': hreflang,
      '@_href': href,
    });
    expect(xml.urlset.url).toEqual(
      posted.map((job) => {
        const loc = `${server.baseUrl}/detail/${job.slug}`;
        return {
          loc,
          lastmod: job.created_at,
          'xhtml:link': [
            alternate('tr', `${loc}?lang=tr`),
            alternate('en', `${loc}?lang=en`),
            alternate('x-default', loc),
          ],
        };
      }),
    );
    // The same document whatever the reader's language: it names them all.
    const inTurkish = await rawGet(`${server.baseUrl}${crawlerPaths.sitemap}`, {
      cookie: 'lang=tr',
    });
    expect(inTurkish.decoded.toString()).toBe(
      (await rawGet(`${server.baseUrl}${crawlerPaths.sitemap}`)).decoded.toString(),
    );
    expect(inTurkish.headers.vary).toBe('Accept-Encoding');
  });

  it('lists the newest postings in the feed, with an escaped title that stays valid XML', async () => {
    const feed = await feedAt(server, crawlerPaths.feed);
    expect(feed.title).toBe('All jobs — Job');
    expect(feed.link).toBe(`${server.baseUrl}/`);
    expect(feed.items.map((item) => item.title)).toEqual([
      // Escaped, so the parser gives back the text; what XML cannot hold is dropped.
      'R&D <lead> ]]> "quoted" bell',
      'Hybrid Data Analyst',
      'React Native Freelancer',
      'Office Manager',
      'Remote React Developer',
    ]);
    const [newest] = posted.slice(-1);
    const item = feed.items[1] as FeedItem;
    const analyst = posted[3] as Job;
    expect(item).toEqual({
      title: analyst.title,
      link: `${server.baseUrl}/detail/${analyst.slug}`,
      guid: { '#text': `${server.baseUrl}/detail/${analyst.slug}`, '@_isPermaLink': 'true' },
      pubDate: new Date(analyst.created_at).toUTCString(),
      description: analyst.info,
    });
    expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(newest?.slug).toBe('nasty-title');
  });

  it.each([
    {
      filter: { type: 'part-time' as const },
      title: 'Part-time jobs — Job',
      link: '/categories/part-time',
      titles: ['Hybrid Data Analyst', 'Remote React Developer'],
    },
    {
      filter: { q: 'react' },
      title: 'All jobs, matching “react” — Job',
      link: '/?q=react',
      titles: ['React Native Freelancer', 'Remote React Developer'],
    },
    {
      filter: { workplace: 'remote' as const },
      title: 'All jobs, Remote — Job',
      link: '/?workplace=remote',
      titles: ['React Native Freelancer', 'Remote React Developer'],
    },
    {
      filter: { type: 'part-time' as const, q: 'react', workplace: 'remote' as const },
      title: 'Part-time jobs, Remote, matching “react” — Job',
      link: '/categories/part-time?q=react&workplace=remote',
      titles: ['Remote React Developer'],
    },
    {
      filter: { salary: { amount: 4000, currency: 'EUR' as const } },
      // The default language's English words with the board's Turkish numbers.
      title: 'All jobs, paying at least €4.000/month — Job',
      link: '/?salary=4000&currency=EUR',
      titles: ['Remote React Developer'],
    },
  ])('narrows the feed as feedHref($filter) asks', async ({ filter, title, link, titles }) => {
    const feed = await feedAt(server, feedHref(filter));
    expect(feed.title).toBe(title);
    expect(feed.link).toBe(`${server.baseUrl}${link}`);
    expect(feed.items.map((item) => item.title)).toEqual(titles);
  });

  it('words a feed in the reader’s language and links to the pages in it', async () => {
    const turkish = await rawGet(`${server.baseUrl}${crawlerPaths.feed}`, { cookie: 'lang=tr' });
    expect(turkish.headers.vary).toBe('Accept-Encoding, Cookie');
    const channel = parser.parse(turkish.decoded.toString()).rss.channel;
    expect(channel.title).toBe('Tüm ilanlar — Job');
    expect(channel.description).toBe('Job’daki en yeni ilanlar: Tüm ilanlar.');
    expect(channel.language).toBe('tr');
    expect(channel.link).toBe(`${server.baseUrl}/?lang=tr`);
    expect(channel['atom:link']['@_href']).toBe(`${server.baseUrl}/feed.xml?lang=tr`);
    const analyst = posted[3] as Job;
    expect(channel.item[1].link).toBe(`${server.baseUrl}/detail/${analyst.slug}?lang=tr`);

    const filter = { type: 'part-time' as const, q: 'react', workplace: 'remote' as const };
    const english = await feedAt(server, `${feedHref(filter)}&lang=en`);
    expect(english.title).toBe('Part-time jobs, Remote, matching “react” — Job');
    expect(english.link).toBe(
      `${server.baseUrl}/categories/part-time?q=react&workplace=remote&lang=en`,
    );
    const inTurkish = await feedAt(server, `${feedHref(filter)}&lang=tr`);
    expect(inTurkish.title).toBe('Yarı zamanlı ilanlar, Uzaktan, “react” geçen — Job');
    expect(inTurkish.items).toEqual(
      english.items.map((item) => ({
        ...item,
        link: item.link.replace('lang=en', 'lang=tr'),
        guid: { ...item.guid, '#text': item.guid['#text'].replace('lang=en', 'lang=tr') },
      })),
    );
    // A reader who chose nothing reads the feed as it always was, in the spec's English.
    const plain = parser.parse(
      (await rawGet(`${server.baseUrl}${crawlerPaths.feed}`)).decoded.toString(),
    );
    expect(plain.rss.channel.description).toBe('The newest jobs on Job: All jobs.');
    expect(plain.rss.channel.language).toBe('en');
  });

  it('shows a new job at once in the sitemap and the feeds, and revalidates with an ETag', async () => {
    const before = await rawGet(`${server.baseUrl}${crawlerPaths.sitemap}`);
    const etag = String(before.headers.etag);
    const unchanged = await rawGet(`${server.baseUrl}${crawlerPaths.sitemap}`, {
      'if-none-match': etag,
    });
    expect(unchanged.status).toBe(304);
    const remoteFeed = feedHref({ workplace: 'remote' });
    await feedAt(server, remoteFeed);

    const job = await postJob(server, token, {
      title: 'Remote Support Agent',
      workplace: 'remote',
    });

    const after = await rawGet(`${server.baseUrl}${crawlerPaths.sitemap}`, {
      'if-none-match': etag,
    });
    expect(after.status).toBe(200);
    expect(after.decoded.toString()).toContain(`<loc>${server.baseUrl}/detail/${job.slug}</loc>`);
    const feed = await feedAt(server, remoteFeed);
    expect(feed.items[0]?.title).toBe('Remote Support Agent');
    expect((await feedAt(server, crawlerPaths.feed)).items[0]?.title).toBe('Remote Support Agent');
  });

  it.each([
    '/feed.xml?type=remote',
    '/feed.xml?workplace=moon',
    '/feed.xml?q=%00',
    `/feed.xml?q=${'x'.repeat(limits.searchMaxLength + 1)}`,
    '/feed.xml?type=freelance&type=part-time',
    '/sitemap.xml?page=0',
    '/sitemap.xml?page=two',
    '/sitemap.xml?page=%00',
  ])('answers %s, a value no list has, with a 422 naming it', async (path) => {
    const answer = await server.request(path);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('answers a sitemap part past the last with 404', async () => {
    expect((await server.request('/sitemap.xml?page=2')).status).toBe(404);
    // One file holds every job here, so its only part is the whole.
    const { xml } = await xmlAt(server, '/sitemap.xml?page=1', 'application/xml; charset=utf-8');
    expect(xml.urlset.url).toHaveLength(posted.length + 1);
  });
});

describe('a sitemap past its cap', () => {
  let server: TestServer;
  // The smallest part a cap allows (a part is tagged by its runs of ids), standing for the
  // production's: the same code, with fewer rows to insert.
  const cap = idRun;

  beforeAll(async () => {
    server = await startServer({ sitemapMaxUrls: cap, publicUrl: 'https://jobs.example.com' });
    await seedManyJobs(server.app.database.db, 2 * cap + 5, () => {});
  });
  afterAll(() => server.close());

  it('becomes an index of parts that together list every job once, oldest first', async () => {
    const { xml } = await xmlAt(server, crawlerPaths.sitemap, 'application/xml; charset=utf-8');
    const parts = xml.sitemapindex.sitemap as { loc: string; lastmod: string }[];
    expect(parts.map((part) => part.loc)).toEqual(
      [1, 2, 3].map((page) => `https://jobs.example.com/sitemap.xml?page=${page}`),
    );
    const listed: { loc: string; lastmod: string }[] = [];
    for (const [index, part] of parts.entries()) {
      const path = new URL(part.loc).pathname + new URL(part.loc).search;
      const urls = (await xmlAt(server, path, 'application/xml; charset=utf-8')).xml.urlset.url;
      expect(urls.length).toBe(index < 2 ? cap : 5);
      // A part's date is its newest job's.
      expect(part.lastmod).toBe(
        urls
          .map((url: { lastmod: string }) => url.lastmod)
          .sort()
          .at(-1),
      );
      listed.push(...urls);
    }
    const slugs = await server.app.database.db.execute(sql`SELECT slug FROM jobs ORDER BY id`);
    const expected = (slugs as unknown as { rows: { slug: string }[] }).rows.map(
      (row) => `https://jobs.example.com/detail/${row.slug}`,
    );
    expect(listed.map((url) => url.loc)).toEqual(expected);
    expect((await server.request('/sitemap.xml?page=4')).status).toBe(404);
    // A part whose ids reach past any a job can have (an integer) is as empty.
    for (const page of [Math.ceil(2 ** 31 / cap), 999_999_999]) {
      expect((await server.request(`/sitemap.xml?page=${page}`)).status).toBe(404);
    }
  });

  it('gives a feed of the newest postings, at most its size', async () => {
    const feed = await feedAt(server, crawlerPaths.feed);
    expect(feed.items).toHaveLength(Math.min(limits.feedSize, 2 * cap + 5));
    expect(feed.items[0]?.link).toMatch(/^https:\/\/jobs\.example\.com\/detail\//);
    // The bulk insert gives runs of sample jobs a hybrid workplace (seedManyJobs).
    const hybrid = await feedAt(server, feedHref({ workplace: 'hybrid' }));
    const newest = await server.app.database.db.execute(
      sql`SELECT slug FROM jobs WHERE workplace = 'hybrid' ORDER BY id DESC LIMIT ${limits.feedSize}`,
    );
    const slugs = (newest as unknown as { rows: { slug: string }[] }).rows.map((row) => row.slug);
    expect(slugs.length).toBeGreaterThan(sampleJobs.length);
    expect(hybrid.items.map((item) => item.link)).toEqual(
      slugs.map((slug) => `https://jobs.example.com/detail/${slug}`),
    );
  });

  it('keeps each part through the writes to other parts, and drops it for a write to its own jobs', async () => {
    const index = crawlerPaths.sitemap;
    const part = (page: number) => `${crawlerPaths.sitemap}?page=${page}`;
    const etags = new Map<string, string>();
    // As a crawler asks, compressed; the ETag is the kept answer's whatever the encoding.
    const read = async (path: string, encoding = 'gzip') => {
      const answer = await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': encoding });
      expect(answer.status, path).toBe(200);
      etags.set(path, String(answer.headers.etag));
      return answer.decoded.toString();
    };
    const kept = async (path: string, encoding = 'gzip') => {
      const answer = await rawGet(`${server.baseUrl}${path}`, {
        'accept-encoding': encoding,
        'if-none-match': etags.get(path) ?? '',
      });
      return answer.status === 304;
    };
    const address = (slug: string) => `<loc>https://jobs.example.com/detail/${slug}</loc>`;
    for (const path of [index, part(1), part(2), part(3)]) await read(path);
    expect(await kept(part(1), 'identity')).toBe(true);

    // A create adds to the last part alone; the index shows that part's newer date.
    const { token } = await server.signUp();
    const created = await postJob(server, token, { title: 'Newest Sitemap Job' });
    expect(await kept(part(1))).toBe(true);
    expect(await kept(part(2))).toBe(true);
    expect(await kept(part(3))).toBe(false);
    expect(await kept(index)).toBe(false);
    expect(await read(part(3))).toContain(address(created.slug));
    expect(await read(part(3), 'identity')).toContain(address(created.slug));
    const { xml } = await xmlAt(server, index, 'application/xml; charset=utf-8');
    expect(xml.sitemapindex.sitemap.at(-1).lastmod).toBe(created.created_at);

    // A job of the second part expires: that part alone is read anew, without it.
    const rows = await server.app.database.db.execute(
      sql`SELECT slug FROM jobs WHERE id = ${cap + 3}`,
    );
    const [{ slug: expiring }] = (rows as unknown as { rows: [{ slug: string }] }).rows;
    expect(await read(part(2))).toContain(address(expiring));
    await server.app.database.db.execute(
      sql`UPDATE jobs SET expires_at = now() - interval '1 second' WHERE slug = ${expiring}`,
    );
    await server.app.expirySweeps.check();
    expect(await kept(part(1))).toBe(true);
    expect(await kept(part(3))).toBe(true);
    expect(await kept(part(2))).toBe(false);
    expect(await read(part(2))).not.toContain(address(expiring));

    // Its poster deletes the new job: the last part drops it, the others stay kept.
    const deleted = await server.request(`/api/jobs/${created.slug}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect(await kept(part(1))).toBe(true);
    expect(await kept(part(2))).toBe(true);
    expect(await kept(part(3))).toBe(false);
    expect(await read(part(3))).not.toContain(address(created.slug));
  });
});

describe('a crawler walking the sitemap', () => {
  let server: TestServer;
  const cap = idRun;

  beforeAll(async () => {
    // A read cache too small for the parts (some 45 KB each here) beside the answers.
    server = await startServer({ sitemapMaxUrls: cap, readCacheBytes: 150_000 });
    await seedManyJobs(server.app.database.db, 3 * cap, () => {});
  });
  afterAll(() => server.close());

  it("leaves visitors' answers kept: the parts have a share of the cache of their own", async () => {
    const firstPage = `${server.baseUrl}/api/paginate/0/5`;
    const { headers } = await rawGet(firstPage);
    for (const page of [1, 2, 3, 1, 2, 3]) {
      const part = await rawGet(`${server.baseUrl}${crawlerPaths.sitemap}?page=${page}`, {
        'accept-encoding': 'gzip',
      });
      expect(part.status).toBe(200);
    }
    const again = await rawGet(firstPage, { 'if-none-match': String(headers.etag) });
    expect(again.status, 'the first page is still the one kept').toBe(304);
  });
});
