// The sitemap as a crawler walks it: the index and each part asked for once, timed, and what
// missed the target.
/** The sitemap's index and each of its parts, the first time they are asked for. */
export const sitemapTargetMs = 200;

/** What Googlebot sends: the server answers it brotli. */
export const crawlerEncodings = { 'accept-encoding': 'gzip, deflate, br' };

export interface Timed {
  path: string;
  ms: number;
}

/**
 * The sitemap's index and each of its parts, asked for once each, one after another as a crawler
 * walks them, on a server that has not answered them yet (nothing cached): how long each took.
 */
export async function timeSitemap(origin: string): Promise<{ index: Timed; parts: Timed[] }> {
  const fetchTimed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: crawlerEncodings });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return { text, timed: { path, ms: performance.now() - started } };
  };
  const index = await fetchTimed('/sitemap.xml');
  const parts: Timed[] = [];
  for (const [, page] of index.text.matchAll(/<loc>[^<]*\/sitemap\.xml\?page=(\d+)<\/loc>/g)) {
    parts.push((await fetchTimed(`/sitemap.xml?page=${page}`)).timed);
  }
  return { index: index.timed, parts };
}

/**
 * The first answers of the sitemap, in words: the index's time, and the parts' p50, p99 and
 * slowest (there are hundreds at a million jobs); and what missed the target.
 */
export function sitemapSummary({ index, parts }: { index: Timed; parts: Timed[] }) {
  const ms = (timed: Timed) => `${Math.round(timed.ms).toLocaleString('en')} ms`;
  const sorted = [...parts].sort((a, b) => a.ms - b.ms);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const slowest = sorted.at(-1);
  const [p50, p99] = [at(0.5), at(0.99)];
  const times = [
    `the index ${ms(index)}`,
    p50 && p99 && slowest
      ? `${parts.length} parts: p50 ${ms(p50)}, p99 ${ms(p99)}, slowest ${ms(slowest)} (${slowest.path})`
      : 'no parts (one file holds every job)',
  ];
  const late = parts.filter((part) => part.ms >= sitemapTargetMs);
  const misses = [
    ...(index.ms >= sitemapTargetMs ? [`the index took ${ms(index)}`] : []),
    ...(late.length > 0 && slowest
      ? [
          `${late.length} of ${parts.length} parts took ${sitemapTargetMs} ms or more, up to ${ms(slowest)}`,
        ]
      : []),
  ];
  return { times, misses };
}
