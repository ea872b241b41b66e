import { salaryFloorKey } from '@job/contract';
import type { JobFilter } from '../jobs/filters';

/**
 * What a kept answer is found under, and what it shows: a write drops the answers that show a tag
 * it touched and keeps the others.
 *
 * The tags:
 * - `job:<slug>`: the job's content (its detail, found or not, and every list, feed or page that
 *   shows it, with its save count): what an edit or a save of that job changes;
 * - `list:<type>:<workplace>` (`*` for either left open): which jobs a list holds, their count and
 *   their positions: what a job entering or leaving that list changes (created, deleted, expired,
 *   renewed, hidden, restored, approved; an edit to its type or workplace);
 * - `search`: a list narrowed by a text or a city, whose members an edit of a title, brief,
 *   company or city may change;
 * - `salary`: a list narrowed by a salary floor, whose members an edit of a salary may change;
 * - `ids:<n>`: which live jobs the run n of `idRun` ids holds (ids n × idRun + 1 to (n + 1) × idRun):
 *   what a job of that run entering or leaving the lists changes (a sitemap's part, which lists a
 *   range of ids, is dropped by the writes to its own jobs only);
 * - `company:<slug>`: a company's page and its jobs' pages: what a change of the company changes;
 * - `companies`: the companies' directory, which a new or changed company changes. Both are also
 *   tagged with the board's list, since a company's open jobs are counted from it.
 *
 * Which tags each write drops is cache/invalidation.ts' alone.
 */
export interface KeptRead {
  key: string;
  tags: readonly string[];
}

/** The tags by name: the reads below tag their answers with them, cache/invalidation.ts drops them. */
export const jobTag = (slug: string) => `job:${slug}`;
export const listTag = (workType: number | undefined, workplace: string | null | undefined) =>
  `list:${workType ?? '*'}:${workplace ?? '*'}`;
export const searchTag = 'search';
export const salaryTag = 'salary';
export const companyTag = (slug: string) => `company:${slug}`;
export const companiesTag = 'companies';

/**
 * The ids of a run, told by `ids:<n>`; a sitemap's part is a run of a multiple of it, tagged with
 * each of its runs. Small enough for a test's parts, large enough that a part carries few tags.
 */
export const idRun = 100;
export const idsTag = (run: number) => `ids:${run}`;

/**
 * Whether a tag names only the membership of lists, or of a run of ids (a sitemap's part, which
 * shows no job's content, only which are live). Answers dropped by such a tag alone (another job
 * came or went, so a page's jobs shifted) may be served for a moment while one request reads them
 * anew (readCache's `servedStale`); an answer whose own jobs changed is never served again.
 */
export const isMembershipTag = (tag: string) => tag.startsWith('list:') || tag.startsWith('ids:');

/**
 * How long after a write that shifted a list its previous pages may still be served (to all but
 * the one request reading them anew): a page at most this much behind, instead of every request
 * waiting for the database after each post.
 */
export const listStalenessBoundMs = 250;

/** The tags of the jobs an answer shows, added to its read's tags once it is computed. */
export const showing = (jobs: readonly { slug: string }[]) => jobs.map((job) => jobTag(job.slug));

/**
 * A page of a list: every filter, the order and the page in the key, so no two lists share an
 * answer (the text last, since it may hold the separator); tagged with the list it is a page of. A
 * job of another type or workplace cannot change it, whatever its words. A date window needs no
 * tag of its own: no write changes when a job was posted, and a job coming or going drops its
 * list. A list by pay is tagged as a salary floor's is: an edit of a salary may move its rows.
 */
export function keptList(filter: JobFilter, offset: number, limit: number): KeptRead {
  const words = filter.text?.trim() ?? '';
  return {
    key: `list:${filtersKey(filter)}:${filter.sort ?? '*'}:${offset}:${limit}:${words}`,
    tags: [
      listTag(filter.workType, filter.workplace),
      // An edit of a job's city is one of its words'.
      ...(words === '' && filter.city === undefined ? [] : [searchTag]),
      ...(filter.salary || filter.sort === 'salary' ? [salaryTag] : []),
    ],
  };
}

/**
 * A list's filters but its text as a key's part: a date window's under its start, so the same
 * window a minute later is another list. The text goes last in a key, since it may hold the
 * separator.
 */
function filtersKey({ workType, workplace, city, salary, postedSince }: JobFilter): string {
  // The city encoded, so it holds no separator.
  const place = city === undefined ? '*' : encodeURIComponent(city);
  return `${workType ?? '*'}:${workplace ?? '*'}:${place}:${salaryFloorKey(salary)}:${postedSince?.toISOString() ?? '*'}`;
}

/**
 * The counts beside a list's filter choices (`JobReads.counts`) at `now`: every filter in the key,
 * and the minute, as the date windows' starts move with it. Every choice crosses every list, so a
 * job coming, going or moving between lists drops them, as does any salary's edit, and any edit
 * of words (the cities counted are among a job's words, as a text's matches are).
 */
export function keptCounts(filter: JobFilter, now: number): KeptRead {
  const words = filter.text?.trim() ?? '';
  const minute = Math.floor(now / 60_000);
  return {
    key: `counts:${filtersKey(filter)}:${minute}:${words}`,
    tags: [listTag(undefined, undefined), salaryTag, searchTag],
  };
}

/**
 * An answer built from every live job's address, such as the sitemap's index: what a job's coming
 * or going touches.
 */
export function keptBoardWide(key: string): KeptRead {
  return { key, tags: [listTag(undefined, undefined)] };
}

/**
 * A sitemap's part: the live jobs of ids `first` to `first + count - 1` (`first - 1` and `count`
 * multiples of `idRun`), touched only by a job of those ids coming or going.
 */
export function keptIdRange(key: string, first: number, count: number): KeptRead {
  const from = (first - 1) / idRun;
  return { key, tags: Array.from({ length: count / idRun }, (_, run) => idsTag(from + run)) };
}

/** A sitemap's key: `whole` (the index, or every job while they fit in one file) or a part's number. */
export const sitemapKey = (name: 'whole' | number) => `sitemap:${name}`;

/** Whether a key is a sitemap's, or its compressed copy's (`<encoding> <key>`, cachedReply.ts). */
export const isSitemapKey = (key: string) => /^(?:[a-z]+ )?sitemap:/.test(key);

/** A job's detail, by its slug. */
export function keptJob(slug: string): KeptRead {
  return { key: `job:${slug}`, tags: [jobTag(slug)] };
}

/**
 * A company's own reads (its details, a page of its jobs): dropped by a change of it, and by any
 * job entering or leaving the board, whose count of open jobs it shows.
 */
export function keptCompany(slug: string, page?: { offset: number; limit: number }): KeptRead {
  return {
    key: page ? `company-jobs:${page.offset}:${page.limit}:${slug}` : `company:${slug}`,
    tags: [companyTag(slug), listTag(undefined, undefined)],
  };
}

/** A page of the companies' directory, the search text last (it may hold the separator). */
export function keptCompanies(q: string, offset: number, limit: number): KeptRead {
  return {
    key: `companies:${offset}:${limit}:${q}`,
    tags: [companiesTag, listTag(undefined, undefined)],
  };
}

/** The same read kept in another space (`search:`, `feed:`), with the same tags. */
export function within(space: string, { key, tags }: KeptRead): KeptRead {
  return { key: `${space}:${key}`, tags };
}

/**
 * A tag as the metrics name it: a list's tag as it is (its work type and workplace, a few dozen
 * at most), any other by its kind alone (`job`), so that a slug never becomes a label and the
 * metrics' series stay bounded.
 */
export function tagLabel(tag: string): string {
  return /^list:[^:]*:[^:]*$/.test(tag) ? tag : (tag.split(':', 1)[0] ?? tag);
}
