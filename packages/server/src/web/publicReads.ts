import {
  type CompanyListPage,
  companyLimits,
  isWorkplaceSlug,
  type JobListPage,
  type ListFilter,
  limits,
  type PublicReads,
  workTypeBySlug,
} from '@job/contract';
import { keptCompanies, keptCompany, keptCounts, keptJob, keptList, showing } from '../cache/keys';
import type { CompanyService } from '../companies/service';
import { postedSinceOf } from '../jobs/filters';
import type { JobFilter, JobService } from '../jobs/service';

// PostgreSQL's text refuses the NUL byte; the API refuses it at the edge, a page just finds nothing.
const unreadable = (text: string) => text.includes('\u0000');

/** One render's reads, and the tags of everything they read: what its page shows. */
export interface RenderReads {
  reads: PublicReads;
  tags: ReadonlySet<string>;
}

/**
 * What the app's server render reads: the job service's reads themselves. What is kept is the page
 * the render makes (cache/cachedReply.ts), once per address, locale and encoding, under the tags of
 * the reads it made, so no read is kept a second time as data of its own. Each render gets reads of
 * its own, which gather those tags.
 */
export function publicReads(
  jobs: JobService,
  companies: Pick<CompanyService, 'list' | 'bySlug' | 'jobsOf'>,
): () => RenderReads {
  const noJobs: JobListPage = { data: [], totalCount: 0 };
  const noCompanies: CompanyListPage = { data: [], totalCount: 0 };

  return () => {
    const tags = new Set<string>();

    /** What `read` finds, its tags and those of the jobs it shows added to the page's. */
    async function shown<Value>(
      readTags: readonly string[],
      read: () => Promise<Value | undefined>,
      jobsOf: (value: Value) => readonly { slug: string }[],
    ) {
      // Found or not, the page shows it: a job created under a slug drops its not-found page.
      for (const tag of readTags) tags.add(tag);
      const value = await read();
      // Their edits and saves drop the page too.
      if (value !== undefined) for (const tag of showing(jobsOf(value))) tags.add(tag);
      return value;
    }

    /** A list, tagged as the API's lists are. */
    async function list(filter: JobFilter, offset: number, limit: number): Promise<JobListPage> {
      const page = await shown(
        keptList(filter, offset, limit).tags,
        () => jobs.list(filter, offset, limit),
        (page) => page.data,
      );
      return page ?? noJobs;
    }

    /** What a list filter names as the job service reads it; undefined when it lists nothing. */
    function jobFilterOf(
      { type, workplace, city, text = '', salary, posted, sort }: ListFilter,
      now: number,
    ) {
      const workType = type === undefined ? undefined : workTypeBySlug(type)?.code;
      // The render hands on what its address said: an unknown type or workplace lists nothing, as
      // does a text the API would refuse with a 422.
      const unknown =
        (type !== undefined && workType === undefined) ||
        (workplace !== undefined && !isWorkplaceSlug(workplace)) ||
        text.length > limits.searchMaxLength ||
        unreadable(text) ||
        (city !== undefined && unreadable(city));
      if (unknown) return undefined;
      const postedSince = postedSinceOf(posted, now);
      return { workType, workplace, city, text, salary, postedSince, sort };
    }

    const reads: PublicReads = {
      async bySlug(slug) {
        if (unreadable(slug)) return undefined;
        return shown(
          keptJob(slug).tags,
          () => jobs.bySlug(slug),
          (job) => [job],
        );
      },
      async list(listFilter, offset, limit) {
        const filter = jobFilterOf(listFilter, Date.now());
        return filter ? list(filter, offset, limit) : noJobs;
      },
      async counts(listFilter) {
        const now = Date.now();
        const filter = jobFilterOf(listFilter, now);
        if (!filter) return undefined;
        for (const tag of keptCounts(filter, now).tags) tags.add(tag);
        return jobs.counts(filter, now);
      },
      // Tagged as the API's answers of the same reads are.
      async companies(q, offset, limit) {
        const text = q.trim();
        if (text.length > companyLimits.searchMaxLength || unreadable(text)) return noCompanies;
        for (const tag of keptCompanies(text, offset, limit).tags) tags.add(tag);
        return companies.list(text, offset, limit);
      },
      async company(slug) {
        if (unreadable(slug)) return undefined;
        for (const tag of keptCompany(slug).tags) tags.add(tag);
        return companies.bySlug(slug);
      },
      async companyJobs(slug, offset, limit) {
        if (unreadable(slug)) return noJobs;
        const page = await shown(
          keptCompany(slug, { offset, limit }).tags,
          () => companies.jobsOf(slug, offset, limit),
          (page) => page.data,
        );
        return page ?? noJobs;
      },
    };
    return { reads, tags };
  };
}
