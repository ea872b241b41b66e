// The sitemap as a crawler walks it: the index and each part asked for once, timed, and what
// missed the target.
import { type FirstAnswers, fetchTimed, ms, spread, type Timed } from './firstAnswers';

/** The sitemap's index and each of its parts, the first time they are asked for. */
export const sitemapTargetMs = 200;

/** What Googlebot sends: the server answers it brotli. */
export const crawlerEncodings = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The sitemap's index and each of its parts, asked for once each, one after another as a crawler
 * walks them, on a server that has not answered them yet (nothing cached): how long each took.
 */
export async function timeSitemap(origin: string): Promise<{ index: Timed; parts: Timed[] }> {
  const crawled = (path: string) => fetchTimed(origin, path, { headers: crawlerEncodings });
  const index = await crawled('/sitemap.xml');
  const parts: Timed[] = [];
  for (const [, page] of index.text.matchAll(/<loc>[^<]*\/sitemap\.xml\?page=(\d+)<\/loc>/g)) {
    parts.push((await crawled(`/sitemap.xml?page=${page}`)).timed);
  }
  return { index: index.timed, parts };
}

/** The first answers of the sitemap: the index's time, and the parts' spread (hundreds at a million jobs). */
export function sitemapAnswers({ index, parts }: { index: Timed; parts: Timed[] }): FirstAnswers {
  const late = parts.filter((part) => part.ms >= sitemapTargetMs);
  return {
    label: 'Sitemap',
    times: [
      `the index ${ms(index.ms)}`,
      parts.length > 0 ? spread(parts, 'parts') : 'no parts (one file holds every job)',
    ],
    target: `each under ${sitemapTargetMs} ms`,
    misses: [
      ...(index.ms >= sitemapTargetMs ? [`the index took ${ms(index.ms)}`] : []),
      ...(late.length > 0
        ? [`${late.length} of ${parts.length} parts took ${sitemapTargetMs} ms or more`]
        : []),
    ],
  };
}
