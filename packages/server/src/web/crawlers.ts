import {
  categorySlugs,
  crawlerPaths,
  type FeedFilter,
  feedHref,
  hrefs,
  limits,
  postedWindowOf,
  postedWindows,
  readCity,
  readMinimumSalary,
  readPostedWithin,
  salaryCurrencies,
  type WorkplaceSlug,
  type WorkTypeSlug,
  workplaces,
  workTypeBySlug,
} from '@job/contract';
import { documentLanguage, hrefIn, languages, type MessageId, type Texts } from '@job/texts';
import type { FastifyInstance } from 'fastify';
import { sendCachedBody } from '../cache/cachedReply';
import {
  idRun,
  keptBoardWide,
  keptIdRange,
  keptList,
  showing,
  sitemapKey,
  within,
} from '../cache/keys';
import type { ReadCache } from '../cache/readCache';
import { postedSinceOf } from '../jobs/filters';
import type { JobService } from '../jobs/service';
import { withWellFormedText } from '../openapi/validation';
import { element, xmlDeclaration, xmlText } from './xml';

export interface CrawlerOptions {
  jobs: JobService;
  cache: ReadCache;
  /** The site's address, from configuration (see siteOrigin). */
  origin: () => string;
  /** Addresses in one sitemap file (sitemaps.org's limit); lower only in tests. */
  sitemapMaxUrls?: number | undefined;
}

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Where a sitemap's `<xhtml:link>`, naming a page's versions in other languages, comes from. */
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/** A part of a sitemap index, 1-based; digits only, as a person would write it. */
const sitemapQuery = withWellFormedText({
  type: 'object',
  properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
});

/** The filters of a list, as `feedHref` writes them; a value given twice is refused. */
const feedQuery = withWellFormedText({
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...categorySlugs] },
    q: { type: 'string', maxLength: limits.searchMaxLength },
    workplace: { type: 'string', enum: workplaces.map((workplace) => workplace.slug) },
    city: { type: 'string', maxLength: limits.locationMaxLength },
    // The salary floor as a list's address has it (contract readMinimumSalary).
    salary: { type: 'string', pattern: '^[1-9][0-9]{0,11}$' },
    currency: { type: 'string', enum: [...salaryCurrencies] },
    posted: { type: 'string', enum: postedWindows.map((window) => String(window.days)) },
  },
});

/** A feed's query string, as `feedQuery` admits it. */
interface FeedQuery extends Omit<FeedFilter, 'salary' | 'posted'> {
  salary?: string;
  currency?: string;
  posted?: string;
}

/**
 * What crawlers and feed readers fetch, outside the app's routes and the API: robots.txt, the
 * sitemap of every job's detail page (each with its versions in every language), and RSS feeds of
 * the newest postings of any list, in the reader's language. The sitemap and feeds are answered
 * from the read cache (so a new job shows at once, and a revisit after no write is a 304), their
 * addresses absolute under the site's origin as the rendered pages' are.
 */
export function crawlerRoutes(
  app: FastifyInstance,
  { jobs, cache, origin: originOf, sitemapMaxUrls = limits.sitemapMaxUrls }: CrawlerOptions,
) {
  // A part's answer is tagged with the runs of ids it lists (keptIdRange).
  if (!Number.isInteger(sitemapMaxUrls / idRun) || sitemapMaxUrls <= 0) {
    throw new Error(`sitemapMaxUrls must be a multiple of ${idRun}, not ${sitemapMaxUrls}`);
  }
  app.get(crawlerPaths.robots, async (_request, reply) => {
    const origin = originOf();
    return reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${origin}${crawlerPaths.sitemap}\n`);
  });

  app.get<{ Querystring: { page?: string } }>(
    crawlerPaths.sitemap,
    { schema: { querystring: sitemapQuery } },
    async (request, reply) => {
      const origin = originOf();
      const part = request.query.page === undefined ? undefined : Number(request.query.page);
      // A part is dropped by the writes to its own ids alone (a create only adds to the last); the
      // index, or the whole, by any job coming or going (a part added, a part's newest changed).
      const { key, tags } =
        part === undefined
          ? keptBoardWide(sitemapKey('whole'))
          : keptIdRange(sitemapKey(part), (part - 1) * sitemapMaxUrls + 1, sitemapMaxUrls);
      const found = await sendCachedBody(
        cache,
        request,
        reply,
        key,
        'application/xml; charset=utf-8',
        async () => {
          const body = await sitemap(origin, part);
          return body === undefined ? undefined : { body, tags };
        },
      );
      if (found) return reply;
      return reply.code(404).send({ message: request.texts.t('api.sitemapPartNotFound') });
    },
  );

  /**
   * The whole sitemap while the jobs fit in one file; past that, an index of its parts, each the
   * jobs of a run of ids, oldest first, so that a job keeps its part as others come and go.
   */
  async function sitemap(origin: string, part: number | undefined) {
    if (part === undefined && (await jobs.count()) > sitemapMaxUrls) {
      const parts = await jobs.addressParts(sitemapMaxUrls);
      const entries = parts.map(
        ({ part, newest }) =>
          `<sitemap>${element('loc', `${origin}${crawlerPaths.sitemap}?page=${part + 1}`)}${element('lastmod', newest.toISOString())}</sitemap>`,
      );
      return document('sitemapindex', `xmlns="${sitemapNamespace}"`, entries);
    }
    // The whole sitemap: every live job, as they fit in one file.
    const addresses =
      part === undefined
        ? await jobs.addresses('all', sitemapMaxUrls)
        : await jobs.addresses(part - 1, sitemapMaxUrls);
    if (part !== undefined && addresses.length === 0) return undefined;
    // Thousands of addresses a part: each escaped once, and written with no array or closure per
    // address (which took two to four times as long).
    const entries = addresses.map(({ slug, createdAt }) => {
      const loc = xmlText(`${origin}${hrefs.detail(slug)}`);
      return `<url><loc>${loc}</loc><lastmod>${createdAt.toISOString()}</lastmod>${alternates(loc)}</url>`;
    });
    return document(
      'urlset',
      `xmlns="${sitemapNamespace}" xmlns:xhtml="${xhtmlNamespace}"`,
      entries,
    );
  }

  app.get<{ Querystring: FeedQuery }>(
    crawlerPaths.feed,
    { schema: { querystring: feedQuery } },
    async (request, reply) => {
      const origin = originOf();
      const { locale } = request;
      const { t } = request.texts;
      const { type, q = '', workplace } = request.query;
      const city = readCity(request.query.city);
      const salary = readMinimumSalary(request.query.salary, request.query.currency);
      const posted = readPostedWithin(request.query.posted);
      const filter = {
        workType: workTypeBySlug(type)?.code,
        workplace,
        city,
        salary,
        postedSince: postedSinceOf(posted),
        text: q,
        // A feed brings what is new, a search's too.
        sort: 'newest' as const,
      };
      const { key, tags } = within('feed', keptList(filter, 0, limits.feedSize));
      const read = async () => {
        const { data } = await jobs.list(filter, 0, limits.feedSize);
        const listed = { type, q: q.trim(), workplace, city, salary, posted };
        // A reader of a language is sent to the pages in it, as the feed they follow is.
        const address = (href: string) => `${origin}${hrefIn(href, locale)}`;
        const items = data.map((job) => {
          const link = address(hrefs.detail(job.slug));
          return [
            '<item>',
            element('title', job.title),
            element('link', link),
            `<guid isPermaLink="true">${xmlText(link)}</guid>`,
            element('pubDate', new Date(job.created_at).toUTCString()),
            element('description', job.info),
            '</item>',
          ].join('');
        });
        const subject = feedSubject(listed, request.texts);
        const channel = [
          element('title', t('feed.title', { subject })),
          element('link', address(listHref(listed))),
          element('description', t('feed.description', { subject })),
          element('language', documentLanguage(locale)),
          `<atom:link href="${xmlText(address(feedHref(listed)))}" rel="self" type="application/rss+xml"/>`,
          ...items,
        ];
        return {
          body: document('rss', 'version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"', [
            '<channel>',
            ...channel,
            '</channel>',
          ]),
          tags: [...tags, ...showing(data)],
        };
      };
      await sendCachedBody(cache, request, reply, key, 'application/rss+xml; charset=utf-8', read, {
        inReadersLanguage: true,
      });
      return reply;
    },
  );
}

/**
 * A page's versions in each language, for a sitemap's `<url>`: `?lang=tr`, `?lang=en`, and the
 * address itself, which shows the spec's texts to a visitor who chose none. `loc` is escaped
 * already: a detail's address has no query, so hrefIn adds `?lang=…`, which needs no escaping.
 */
function alternates(loc: string): string {
  let links = '';
  for (const language of languages) links += alternate(language, hrefIn(loc, language));
  return links + alternate('x-default', loc);
}

const alternate = (hreflang: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;

function document(root: string, attributes: string, children: string[]): string {
  return `${xmlDeclaration}\n<${root} ${attributes}>\n${children.join('\n')}\n</${root}>\n`;
}

const jobsOfType: Record<WorkTypeSlug, MessageId> = {
  'full-time': 'feed.fullTimeJobs',
  'part-time': 'feed.partTimeJobs',
  freelance: 'feed.freelanceJobs',
};

const workplaceWords: Record<WorkplaceSlug, MessageId> = {
  'on-site': 'feed.onSite',
  remote: 'feed.remote',
  hybrid: 'feed.hybrid',
};

/** What a feed lists, in words: `Part-time jobs, Remote, matching “react”`. */
function feedSubject(
  { type, q = '', workplace, city, salary, posted }: FeedFilter,
  { t, formats }: Pick<Texts, 't' | 'formats'>,
): string {
  const window = postedWindowOf(posted);
  return [
    t(type === undefined ? 'feed.allJobs' : jobsOfType[type]),
    workplace && t(workplaceWords[workplace]),
    city && t('feed.inCity', { city }),
    q === '' ? undefined : t('feed.matching', { text: q }),
    salary && t('feed.salaryFloor', { amount: formats.money(salary.amount, salary.currency) }),
    window && t(window.labelId),
  ]
    .filter((part) => part !== undefined)
    .join(', ');
}

/** The app's page of the list a feed follows. */
function listHref({ type, ...filters }: FeedFilter) {
  return type === undefined ? hrefs.home(filters) : hrefs.category(type, filters);
}
