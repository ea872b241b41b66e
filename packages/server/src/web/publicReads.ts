import {
  isWorkplaceSlug,
  type JobListPage,
  limits,
  type PublicReads,
  workTypeBySlug,
} from '@job/contract';
import { listKey } from '../cache/keys';
import type { ReadCache } from '../cache/readCache';
import type { JobFilter, JobService } from '../jobs/service';

// PostgreSQL's text refuses the NUL byte; the API refuses it at the edge, a page just finds nothing.
const unreadable = (text: string) => text.includes('\u0000');

/**
 * What the app's server render reads, through the same read cache as the public API calls (so a
 * write drops both), stored as JSON under keys of their own.
 */
export function publicReads(jobs: JobService, cache: ReadCache): PublicReads {
  async function cached<Value>(key: string, read: () => Promise<Value | undefined>) {
    const answer = await cache.read(`render:${key}`, async () => {
      const value = await read();
      return value === undefined ? undefined : { body: JSON.stringify(value) };
    });
    return answer && (JSON.parse(answer.body.toString()) as Value);
  }
  const noJobs: JobListPage = { data: [], totalCount: 0 };

  /** A list through the cache, under the key the API's lists use (in the render's own space). */
  async function cachedList(
    filter: JobFilter,
    offset: number,
    limit: number,
  ): Promise<JobListPage> {
    const text = filter.text ?? '';
    // What the API would refuse with a 422 finds nothing here.
    if (text.length > limits.searchMaxLength || unreadable(text)) return noJobs;
    return (
      (await cached(listKey(filter, offset, limit), () => jobs.list(filter, offset, limit))) ??
      noJobs
    );
  }

  return {
    async bySlug(slug) {
      if (unreadable(slug)) return undefined;
      return cached(`job:${slug}`, () => jobs.bySlug(slug));
    },
    async list({ type, workplace, text }, offset, limit) {
      const workType = type === undefined ? undefined : workTypeBySlug(type)?.code;
      // The render hands on what its address said: an unknown type or workplace lists nothing.
      const unknown =
        (type !== undefined && workType === undefined) ||
        (workplace !== undefined && !isWorkplaceSlug(workplace));
      return unknown ? noJobs : cachedList({ workType, workplace, text }, offset, limit);
    },
  };
}
