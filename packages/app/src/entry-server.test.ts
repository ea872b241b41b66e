import { readFileSync } from 'node:fs';
import type {
  FilterCounts,
  Job,
  ListFilter,
  PublicReads,
  RefusedForm,
  Unsubscribing,
} from '@job/contract';
import { documentLanguage, type Locale, type Translate } from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { ServerState } from './serverState';
import { settle } from './test/heldAnswers';
import { sampleJob } from './test/sampleJob';

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

/** The rows the reads answer for a list: named after the list and the offset, so no two share one. */
function rowsOf({ type, workplace, text }: ListFilter, offset: number): Job[] {
  const list = `${type ?? 'all'}-${workplace ?? 'anywhere'}-${text || 'no-text'}-${offset}`;
  return [sampleJob(`${list}-a`), sampleJob(`${list}-b`)];
}

const missingSlug = 'no-such-job';
const jobBySlug = (slug: string) => (slug === missingSlug ? undefined : sampleJob(slug));

/** What each address must render from its own reads only, and the jobs its state must carry. */
interface Expected {
  url: string;
  status: 200 | 404;
  /** The page's title in the words of `t`. */
  title: (t: Translate) => string;
  shown: Job[];
  /** The slugs of the jobs in its server state (null: a detail of no job); none read, none. */
  carried: (string | null)[] | undefined;
}
type Title = Expected['title'];
/** A page's title as usePageTitle writes it: the page's name, then the site's. */
const titled =
  (name: Title): Title =>
  (t) =>
    t('title.page', { page: name(t) });

function listPage(url: string, title: Title, filter: ListFilter, offset: number): Expected {
  const rows = rowsOf({ text: '', ...filter }, offset);
  return { url, status: 200, title, shown: rows, carried: rows.map(({ slug }) => slug) };
}
/** A job's detail, or another page about the job (`/report`), which reads it as the detail does. */
function detailPage(slug: string, title: Title, page = ''): Expected {
  const job = jobBySlug(slug);
  const status = job ? 200 : 404;
  return {
    url: `/detail/${slug}${page}`,
    status,
    title,
    shown: job ? [job] : [],
    carried: [job?.slug ?? null],
  };
}
const siteTitle: Title = (t) => t('site.title');
const pages: Expected[] = [
  listPage('/', siteTitle, {}, 0),
  listPage('/?page=3', siteTitle, {}, 10),
  listPage(
    '/?q=vue',
    titled((t) => t('title.search', { q: 'vue' })),
    { text: 'vue' },
    0,
  ),
  listPage(
    '/?q=vue&page=2',
    titled((t) => t('title.search', { q: 'vue' })),
    { text: 'vue' },
    5,
  ),
  listPage(
    '/categories/freelance',
    titled((t) => t('title.category', { workType: t('workType.freelance') })),
    { type: 'freelance' },
    0,
  ),
  listPage(
    '/categories/part-time?workplace=remote&page=2',
    titled((t) => t('title.category', { workType: t('workType.partTime') })),
    { type: 'part-time', workplace: 'remote' },
    5,
  ),
  detailPage(
    'first-job',
    titled(() => 'Title of first-job'),
  ),
  detailPage(
    'second-job',
    titled(() => 'Title of second-job'),
  ),
  detailPage(
    missingSlug,
    titled((t) => t('title.jobNotFound')),
  ),
  detailPage(
    'first-job',
    titled((t) => t('reportScreen.title', { title: 'Title of first-job' })),
    '/report',
  ),
  detailPage(
    'second-job',
    titled((t) => t('reportScreen.sentTitle')),
    '/report?sent=1',
  ),
  detailPage(
    missingSlug,
    titled((t) => t('title.jobNotFound')),
    '/report',
  ),
  {
    url: '/no/such/address',
    status: 404,
    title: titled((t) => t('title.notFound')),
    shown: [],
    carried: undefined,
  },
];

const locales: Locale[] = ['default', 'tr', 'en'];

/**
 * The server's reads, each answer held until every render has asked, then given in a shuffled
 * order: the renders resume together and interleave, as they do under load.
 */
function shuffledReads() {
  const held: (() => void)[] = [];
  const later = <T>(answer: T) =>
    new Promise<T>((resolve) => {
      held.push(() => resolve(answer));
    });
  const reads: PublicReads = {
    list: (filter, offset) => later({ data: rowsOf(filter, offset), totalCount: 40 }),
    counts: async () => undefined,
    bySlug: (slug) => later(jobBySlug(slug)),
    companies: async () => ({ data: [], totalCount: 0 }),
    company: async () => undefined,
    companyJobs: async () => ({ data: [], totalCount: 0 }),
  };
  /** Gives the held answers in an order fixed by `seed`, so a failure can be replayed. */
  function answerShuffled(seed: number) {
    let state = seed;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const order = held.map((answer) => ({ answer, key: random() }));
    for (const { answer } of order.sort((a, b) => a.key - b.key)) answer();
  }
  return { reads, held, answerShuffled };
}

async function text(html: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let whole = '';
  for await (const piece of html)
    whole += typeof piece === 'string' ? piece : decoder.decode(piece);
  return whole;
}

function serverStateIn(html: string): ServerState {
  const scripts = [
    ...html.matchAll(/<script type="application\/json" id="server-state">(.*?)<\/script>/g),
  ];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? '');
}

// Once each: a job's detail and its report page show the same job.
const everyJob = [
  ...new Map(pages.flatMap(({ shown }) => shown).map((job) => [job.slug, job])),
].map(([, job]) => job);

// Dozens of pages rendered side by side, each against the render's own deadline (10 s).
describe('server renders running at the same time', { timeout: 30_000 }, () => {
  // Every screen and catalogue loaded first, one page at a time: loading them all within the
  // rounds' deadline took over 10 s on a busy two-core machine, and it is not what they test.
  beforeAll(async () => {
    for (const locale of locales) {
      for (const { url } of pages) {
        const result = await render({
          url,
          template,
          origin: 'https://one.example',
          reads,
          locale,
        });
        if (result.kind === 'page') await text(result.html);
      }
    }
  }, 120_000);

  it.each([1, 2, 3])(
    'each render its own page in its own language, whatever order the reads answer in (%i)',
    async (seed) => {
      // Every page twice, from two origins, in every locale: the same address rendered side by
      // side, too.
      const requests = ['https://one.example', 'https://two.example'].flatMap((origin) =>
        locales.flatMap((locale) => pages.map((page) => ({ ...page, origin, locale }))),
      );
      const { reads, held, answerShuffled } = shuffledReads();
      const rendering = requests.map(({ url, origin, locale }) =>
        render({ url, template, origin, reads, locale }),
      );
      await settle();
      // The address with no route reads nothing.
      expect(held).toHaveLength(requests.length - 2 * locales.length);
      answerShuffled(seed);

      const results = await Promise.all(rendering);
      const htmls = await Promise.all(
        results.map((result) => (result.kind === 'page' ? text(result.html) : '')),
      );

      requests.forEach(({ url, origin, locale, status, title, shown, carried }, index) => {
        const result = results[index];
        const html = htmls[index] ?? '';
        const { t } = allTextsOf(locale);
        expect(result?.kind === 'page' && result.status, url).toBe(status);
        expect(html.match(/<title>(.*?)<\/title>/)?.[1], `${locale} ${url}`).toBe(title(t));
        expect(html, `${locale} ${url}`).toContain(`<html lang="${documentLanguage(locale)}"`);
        // A rendered page is never loading: no skeleton or spinner waits for the browser.
        expect(html, `${locale} ${url}`).not.toContain('aria-busy="true"');
        const jobsInHtml = everyJob.filter((job) => html.includes(job.title));
        expect(
          jobsInHtml.map(({ slug }) => slug),
          url,
        ).toEqual(shown.map(({ slug }) => slug));

        const state = serverStateIn(html);
        expect(state.origin, url).toBe(origin);
        expect(state.locale, url).toBe(locale);
        const stateJobs =
          state.jobs && ('list' in state.jobs ? state.jobs.list.jobs : [state.jobs.detail.job]);
        expect(
          stateJobs?.map((job) => job?.slug ?? null),
          url,
        ).toEqual(carried);
      });
    },
  );
});

const reads: PublicReads = {
  list: async (filter, offset) => ({ data: rowsOf(filter, offset), totalCount: 12 }),
  counts: async () => undefined,
  bySlug: async (slug) => jobBySlug(slug),
  companies: async () => ({ data: [], totalCount: 0 }),
  company: async () => undefined,
  companyJobs: async () => ({ data: [], totalCount: 0 }),
};

/** The first `name` element's start tag in `html`. */
const tag = (html: string, name: string) => html.match(new RegExp(`<${name} [^>]*>`))?.[0] ?? '';

/** The page `url` renders in `locale`, as HTML. */
async function renderedHtml(url: string, locale: Locale = 'default', refused?: RefusedForm) {
  const result = await render({
    url,
    template,
    origin: 'https://job.test',
    reads,
    locale,
    refused,
  });
  return result.kind === 'page' ? text(result.html) : '';
}

describe('the forms of a rendered page, which work before its script runs', () => {
  it('searches the list it is on, as a GET of its address, the search in its box', async () => {
    const html = await renderedHtml('/categories/part-time?q=vue&workplace=remote&page=2');
    const form = html.match(/<form[^>]*>.*?<\/form>/s)?.[0] ?? '';
    expect(tag(form, 'form')).toContain(' action="/categories/part-time"');
    expect(tag(form, 'form')).not.toContain(' method=');
    const box = tag(form, 'input');
    for (const attribute of ['type="search"', 'name="q"', 'value="vue"']) {
      expect(box).toContain(` ${attribute}`);
    }
    expect(form).toContain('<input type="hidden" name="workplace" value="remote"/>');
  });

  it('shows a report the server refused with why, its values filled in again', async () => {
    const refused = { values: { reason: 'fraud', note: 'Ücret <istiyor>' }, message: 'Olmadı' };
    const html = await renderedHtml('/detail/first-job/report', 'tr', refused);
    const form = tag(html.slice(html.indexOf('<main')), 'form');
    expect(form).toContain(' method="post"');
    expect(form).toContain(' action="/detail/first-job/report"');
    expect(html).toMatch(/<option value="fraud" selected="">/);
    expect(html).toContain('>Ücret &lt;istiyor&gt;</textarea>');
    expect(html).toMatch(/role="alert"[^>]*>Olmadı</);
    // The browser starts from the same refusal, so its first render is the server's.
    expect(serverStateIn(html).refused).toEqual(refused);
    expect(serverStateIn(await renderedHtml('/detail/first-job/report')).refused).toBeUndefined();
  });
});

describe('the counts beside a rendered list’s filters', () => {
  it('are read for the list’s filters, shown by each choice, and carried to the browser', async () => {
    const counts: FilterCounts = {
      workType: { 'full-time': 7, 'part-time': 3, freelance: 0 },
      workplace: { any: 3, 'on-site': 1, remote: 2, hybrid: 0 },
      city: { any: 3, cities: [{ name: 'İzmir', count: 1 }] },
      salary: { currency: 'TRY', any: 3, floors: [{ amount: 25_000, count: 2 }] },
      posted: { any: 3, '1': 0, '7': 1, '30': 3 },
    };
    const asked: ListFilter[] = [];
    const result = await render({
      url: '/categories/part-time?q=vue&posted=30',
      template,
      origin: 'https://job.test',
      reads: {
        ...reads,
        async counts(filter) {
          asked.push(filter);
          return counts;
        },
      },
      locale: 'en',
    });
    const html = result.kind === 'page' ? await text(result.html) : '';
    expect(asked).toEqual([{ type: 'part-time', posted: 30, text: 'vue' }]);
    for (const name of ['Full-time 7 jobs', 'Remote 2 jobs', 'Past 30 days 3 jobs']) {
      expect(html).toContain(`aria-label="${name}"`);
    }
    expect(serverStateIn(html).jobs).toMatchObject({ list: { counts } });
  });
});

describe('a page that renders in the browser only', () => {
  it('says, where its script cannot run, why it is empty and where the jobs are', async () => {
    for (const locale of locales) {
      const { t } = allTextsOf(locale);
      const result = await render({ url: '/login', template, origin: '', reads, locale });
      expect(result.kind).toBe('client');
      const html = result.kind === 'client' ? result.html : '';
      const notice = html.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? '';
      expect(html.indexOf('<noscript>'), locale).toBeGreaterThan(html.indexOf('<div id="root">'));
      expect(notice, locale).toContain(
        `<h1 style="font-size:1.5rem;line-height:1.25">${t('noScript.title')}</h1>`,
      );
      expect(notice, locale).toContain(`<a href="/">${t('noScript.browse')}</a>`);
    }
  });
});

describe('the feed a page points to', () => {
  const feedLinkOf = async (locale: Locale) => {
    const html = await renderedHtml('/?q=vue', locale);
    return html.match(
      /<link rel="alternate" type="application\/rss\+xml" [^>]*href="([^"]*)"/,
    )?.[1];
  };

  it('carries a chosen language, which feed readers cannot send as a cookie', async () => {
    expect(await feedLinkOf('default')).toBe('/feed.xml?q=vue');
    expect(await feedLinkOf('en')).toBe('/feed.xml?q=vue&amp;lang=en');
  });
});

/** A text as React writes it in HTML. */
const escaped = (said: string) =>
  said.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char,
  );

describe("an alert mail's unsubscribe link's page", () => {
  const page = (locale: Locale, unsubscribing?: Unsubscribing) =>
    render({
      // The server hands the address as its log has it: the render never holds the token.
      url: `/api/alerts/unsubscribe/[redacted]?lang=${locale}`,
      template,
      origin: 'https://job.test',
      reads,
      locale,
      unsubscribing,
    });
  const name = '"react"';

  it("is the board's page, in the mail's language, showing what the server found", async () => {
    for (const locale of ['tr', 'en'] as const) {
      const { t } = allTextsOf(locale);
      const unsubscribing = { status: 'question', name } as const;
      const result = await page(locale, unsubscribing);
      expect(result.kind === 'page' && result.status).toBe(200);
      const html = result.kind === 'page' ? await text(result.html) : '';
      expect(html).toContain(`<html lang="${documentLanguage(locale)}"`);
      expect(html).toContain(`<title>${t('title.page', { page: t('unsubscribe.title') })}</title>`);
      // The frame: the header with the board's name leading home, then the page in main.
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      expect(header).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${t('brand.name')}</a>`));
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toContain(escaped(t('unsubscribe.question', { name })));
      // Posted to where it was opened, token and language, as a mail client's one click.
      expect(tag(main, 'form')).toBe('<form method="post">');
      // The browser hydrates from the same answer, and asks the server nothing.
      expect(serverStateIn(html).unsubscribing).toEqual(unsubscribing);
    }
  });

  it("answers 404 for a link that is no alert's, and the shell when not handed an answer", async () => {
    const gone = await page('en', { status: 'gone' });
    expect(gone.kind === 'page' && gone.status).toBe(404);
    const html = gone.kind === 'page' ? await text(gone.html) : '';
    expect(html).toContain(allTextsOf('en').t('unsubscribe.gone'));
    expect((await page('en')).kind).toBe('client');
  });
});
