import {
  isWorkplaceSlug,
  type JobListPage,
  limits,
  type PublicReads,
  workTypeBySlug,
} from '@job/contract';
import { type KeptRead, keptJob, keptList, showing, within } from '../cache/keys';
import type { ReadCache } from '../cache/readCache';
import type { JobFilter, JobService } from '../jobs/service';

// PostgreSQL's text refuses the NUL byte; the API refuses it at the edge, a page just finds nothing.
const unreadable = (text: string) => text.includes('\u0000');

/** One render's reads, and the tags of everything they read: what its page shows. */
export interface RenderReads {
  reads: PublicReads;
  tags: ReadonlySet<string>;
}

/**
 * What the app's server render reads, through the same read cache as the public API calls (so a
 * write drops both), stored as JSON under keys of their own. Each render gets reads of its own,
 * which gather the tags its page is kept under.
 */
export function publicReads(jobs: JobService, cache: ReadCache): () => RenderReads {
  const noJobs: JobListPage = { data: [], totalCount: 0 };

  return () => {
    const tags = new Set<string>();

    async function cached<Value>(
      read: KeptRead,
      compute: () => Promise<Value | undefined>,
      jobsOf: (value: Value) => readonly { slug: string }[],
    ) {
      const { key, tags: shown } = within('render', read);
      // Found or not, the page shows it: a job created under a slug drops its not-found page.
      for (const tag of shown) tags.add(tag);
      // Fresh: the page rendered from it is kept as fresh.
      const answer = await cache.read(
        key,
        async () => {
          const value = await compute();
          if (value === undefined) return undefined;
          return { body: JSON.stringify(value), tags: [...shown, ...showing(jobsOf(value))] };
        },
        { fresh: true },
      );
      // The jobs it shows, as kept with the answer: their edits and saves drop the page too.
      for (const tag of answer?.tags ?? []) tags.add(tag);
      return answer && (JSON.parse(answer.body.toString()) as Value);
    }

    /** A list through the cache, under the key the API's lists use (in the render's own space). */
    async function cachedList(
      filter: JobFilter,
      offset: number,
      limit: number,
    ): Promise<JobListPage> {
      const text = filter.text ?? '';
      // What the API would refuse with a 422 finds nothing here.
      if (text.length > limits.searchMaxLength || unreadable(text)) return noJobs;
      const read = keptList(filter, offset, limit);
      const page = await cached(
        read,
        () => jobs.list(filter, offset, limit),
        (page) => page.data,
      );
      return page ?? noJobs;
    }

    const reads: PublicReads = {
      async bySlug(slug) {
        if (unreadable(slug)) return undefined;
        return cached(
          keptJob(slug),
          () => jobs.bySlug(slug),
          (job) => [job],
        );
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
    return { reads, tags };
  };
}
