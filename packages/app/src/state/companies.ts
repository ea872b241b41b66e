import {
  type Company,
  companyLimits,
  type Job,
  limits,
  pageOffset,
  parseListQuery,
} from '@job/contract';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/** A page of the companies' directory as its address names it: a search text and a page. */
export interface DirectoryQuery {
  q: string;
  page: number;
}

/** The directory's page and search text from its query string (`?q=acme&page=2`), as a list's. */
export function directoryQueryOf(search: string): DirectoryQuery {
  const { q, page } = parseListQuery(search);
  return { q: q.slice(0, companyLimits.searchMaxLength), page };
}

/** A page of the directory as a server render read it. */
export interface DirectorySeed {
  query: DirectoryQuery;
  companies: Company[];
  totalCount: number;
}

/** A company's page as a server render read it: its company (null: none has that address), a page of its jobs. */
export interface CompanySeed {
  slug: string;
  page: number;
  company: Company | null;
  jobs: Job[];
  jobsTotal: number;
}

/** What a server render read for a company route. */
export type CompaniesSeed = { directory: DirectorySeed } | { company: CompanySeed };

const directoryKey = ({ q, page }: DirectoryQuery) => `${q}|${page}`;
const companyKey = (slug: string, page: number) => `${slug}|${page}`;

/**
 * The public company pages: the directory (`/companies`) and a company with its open jobs
 * (`/companies/{slug}`). Made on demand with those pages (`companiesOf`); a server render's read
 * (`seed.companies`) fills it, so the hydrated page asks nothing. Only the answer to the latest
 * request of each fills its part: a late answer for an earlier page never overwrites a later one.
 */
export const companiesOf = onDemand((stores: Stores) => {
  const { api, toasts, site } = stores;
  const { t } = stores.language;
  const seed = site.companies;
  const directorySeed = seed && 'directory' in seed ? seed.directory : undefined;
  const companySeed = seed && 'company' in seed ? seed.company : undefined;

  const state = proxy({
    directory: {
      query: directorySeed?.query ?? null,
      companies: directorySeed?.companies ?? ([] as Company[]),
      totalCount: directorySeed?.totalCount ?? 0,
      loading: directorySeed === undefined,
      /** Why the directory did not load, shown with its retry; null once it loads. */
      failure: null as string | null,
    },
    company: {
      slug: companySeed?.slug ?? null,
      page: companySeed?.page ?? 1,
      /** The company, once known; null while loading, or when no company has the address. */
      company: companySeed?.company ?? null,
      jobs: companySeed?.jobs ?? ([] as Job[]),
      jobsTotal: companySeed?.jobsTotal ?? 0,
      loading: companySeed === undefined,
      failure: null as string | null,
    },
  });

  let shownDirectory = directorySeed ? directoryKey(directorySeed.query) : '';
  let latestDirectory = 0;
  let shownCompany = companySeed ? companyKey(companySeed.slug, companySeed.page) : '';
  let latestCompany = 0;

  /** Why a read failed, told in a toast too. */
  function failed(failure: unknown): string {
    const message = failureMessage(failure, t);
    toasts.show(message, 'error');
    return message;
  }

  async function readDirectory(query: DirectoryQuery): Promise<void> {
    latestDirectory += 1;
    const request = latestDirectory;
    const directory = state.directory;
    directory.query = query;
    directory.loading = true;
    try {
      const { data, error } = await api.GET('/api/companies', {
        params: {
          query: {
            ...(query.q && { q: query.q }),
            offset: (query.page - 1) * companyLimits.pageSize,
            limit: companyLimits.pageSize,
          },
        },
      });
      if (request !== latestDirectory) return;
      if (!data) throw error;
      Object.assign(directory, {
        companies: data.data,
        totalCount: data.totalCount,
        failure: null,
      });
      shownDirectory = directoryKey(query);
    } catch (failure) {
      if (request === latestDirectory) directory.failure = failed(failure);
    } finally {
      if (request === latestDirectory) directory.loading = false;
    }
  }

  async function readCompany(slug: string, page: number): Promise<void> {
    latestCompany += 1;
    const request = latestCompany;
    const shown = state.company;
    // Another company's details never show while this one's load.
    if (shown.slug !== slug) Object.assign(shown, { company: null, jobs: [], jobsTotal: 0 });
    Object.assign(shown, { slug, page, loading: true });
    try {
      const path = { companySlug: slug };
      const [company, jobs] = await Promise.all([
        api.GET('/api/companies/{companySlug}', { params: { path } }),
        api.GET('/api/companies/{companySlug}/jobs', {
          params: { path, query: { offset: pageOffset(page), limit: limits.pageSize } },
        }),
      ]);
      if (request !== latestCompany) return;
      const missing = company.response.status === 404;
      if (!company.data && !missing) throw company.error;
      if (company.data && !jobs.data) throw jobs.error;
      Object.assign(shown, {
        company: company.data?.data ?? null,
        jobs: jobs.data?.data ?? [],
        jobsTotal: jobs.data?.totalCount ?? 0,
        failure: null,
      });
      shownCompany = companyKey(slug, page);
    } catch (failure) {
      if (request === latestCompany) shown.failure = failed(failure);
    } finally {
      if (request === latestCompany) shown.loading = false;
    }
  }

  return {
    state,

    /** Shows a page of the directory, unless it is the one on screen already. */
    async loadDirectory(query: DirectoryQuery): Promise<void> {
      if (shownDirectory === directoryKey(query) && !state.directory.failure) return;
      await readDirectory(query);
    },

    /** Asks again for the directory page that failed. */
    async retryDirectory(): Promise<void> {
      const { query } = state.directory;
      if (query) await readDirectory(query);
    },

    /** Shows a company and a page of its open jobs, unless they are on screen already. */
    async openCompany(slug: string, page: number): Promise<void> {
      if (shownCompany === companyKey(slug, page) && !state.company.failure) return;
      await readCompany(slug, page);
    },

    /** Asks again for the company that failed to load. */
    async retryCompany(): Promise<void> {
      const { slug, page } = state.company;
      if (slug !== null) await readCompany(slug, page);
    },
  };
});
