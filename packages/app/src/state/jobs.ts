import {
  type FilterCounts,
  type Job,
  type JobListPage,
  type ListFilters,
  type ListQuery,
  limits,
  type MinimumSalary,
  pageOffset,
  salaryFloorKey,
  type WorkTypeSlug,
} from '@job/contract';
import type { Translate } from '@job/texts';
import { proxy, ref } from 'valtio';
import { type Api, failureMessage } from '../api/client';
import type { Toasts } from './toasts';

/**
 * A list as its address names it: the category (null for all jobs) in the path, the page, the
 * search text and the filters (`ListFilters`) in the query string.
 */
export interface JobListQuery extends ListQuery {
  category: WorkTypeSlug | null;
}

/** One page of a list (or of a search's results) as a server render read it. */
export interface ListSeed {
  query: JobListQuery;
  jobs: Job[];
  totalCount: number;
  /** The counts beside its filters' choices; none when the render could not read them. */
  counts?: FilterCounts | undefined;
}

/** What a server render read for its page: one list page, or one detail (null: no such job). */
export type JobsSeed = { list: ListSeed } | { detail: { slug: string; job: Job | null } };

/** What a list shows, page aside: its category (null for all jobs), search text and filters. */
export interface ListSelection extends ListFilters {
  category: WorkTypeSlug | null;
  q: string;
}

/** A list's selection as a key: two queries with the same one list the same jobs, page aside. */
export const filtersKey = ({ category, q, workplace, city, salary, posted }: ListSelection) =>
  `${category ?? 'all'}|${workplace ?? 'anywhere'}|${encodeURIComponent(city ?? '')}|${salaryFloorKey(salary)}|${posted ?? 'ever'}|${q}`;

/** A page of a list in its order as a key: two queries with the same one show the same rows. */
const listKey = (query: JobListQuery) =>
  `${filtersKey(query)}|${query.sort ?? 'default'}|${query.page}`;

/** A salary floor as the API's list calls and alerts take it; nothing for none. */
export function salaryFloorParams(salary: MinimumSalary | null | undefined) {
  return salary ? { minSalary: salary.amount, salaryCurrency: salary.currency } : {};
}

/**
 * One page of a list from the API: a search (narrowed to the category and the filters, its total
 * in X-Total-Count) when there is a text, else a page of the category or of all jobs.
 */
export async function fetchList(
  api: Api,
  { category, q, workplace, city, salary, posted, sort, page }: JobListQuery,
): Promise<JobListPage> {
  const offset = pageOffset(page);
  const limit = limits.pageSize;
  const filters = {
    workplace,
    city,
    ...salaryFloorParams(salary),
    postedWithinDays: posted,
    sort,
  };
  if (q !== '') {
    const { data, error, response } = await api.POST('/api/search', {
      body: { data: q, type: category ?? undefined, ...filters, offset, limit },
    });
    if (!data) throw error;
    return { data, totalCount: Number(response.headers.get('x-total-count') ?? data.length) };
  }
  const { data, error } = category
    ? await api.POST('/api/getType', { body: { type: category, ...filters, offset, limit } })
    : await api.GET('/api/paginate/{offset}/{limit}', {
        params: { path: { offset, limit }, query: filters },
      });
  if (!data) throw error;
  return data;
}

/**
 * The job store of docs/spec.md section 3, without its unused `saved` ids, with the list's page
 * kept in the address instead of `currentPage`, and with the workplace filter. `seed` is what a
 * server render read for its page: on the server for its render, in the browser before hydration;
 * the page's own load then finds it current and asks the server nothing.
 */
export function createJobs(api: Api, toasts: Toasts, t: Translate, seed?: JobsSeed) {
  const list = seed && 'list' in seed ? seed.list : undefined;
  const detail = seed && 'detail' in seed ? seed.detail : undefined;

  const state = proxy({
    /** The jobs on screen: one page of a list, a category or a search's results. */
    jobs: list?.jobs ?? ([] as Job[]),
    /**
     * A page of the list or of a category is being fetched. True from the start in a browser with
     * no rendered list, so a list page's first load shows its skeleton, never a flash of 'Not
     * found'; a rendered list starts loaded.
     */
    loading: list === undefined,
    /**
     * Why the list on screen failed to load (`failureMessage`'s words), which the page shows with
     * its retry instead of the empty list's 'Not found'; kept while `retry` asks for the same list
     * again, null once a list loads.
     */
    listFailure: null as string | null,
    totalCount: list?.totalCount ?? 0,
    /**
     * The counts beside the choices of the list's filters, once they came for its selection:
     * replaced whole, never changed, so kept as they came (`ref`) rather than watched.
     */
    counts: list?.counts && ref(list.counts),
    /** The category on screen, or null for all jobs. */
    typeJob: list?.query.category ?? (null as WorkTypeSlug | null),
    search: list?.query.q ?? '',
    searchLoading: false,
    /** The slug the detail view asked for, and its job once known (null: none, or not yet). */
    detailSlug: detail?.slug ?? null,
    detail: detail?.job ?? null,
    /** The detail's job is being fetched (a deep link, a reload). */
    detailLoading: false,
    /**
     * Why the detail's job did not arrive (the server failed or could not be reached; a 404 leaves
     * `detail` null with no failure), until it is opened again or a retry brings it.
     */
    detailFailure: null as string | null,
    /**
     * The slug of a detail a server render found no job for, so the first look at it
     * (`jobDetail.ts`) asks no more; null once looked at.
     */
    detailKnownMissing: detail && !detail.job ? detail.slug : null,
  });

  // Only the answer to the latest list request may fill the list: an earlier page answering late
  // after a quick click on the next one must not overwrite it.
  let latestListRequest = 0;

  /** The list that failed to load, for `retry`; null while `listFailure` is. */
  let failedQuery: JobListQuery | null = null;

  /** The selection of the list on screen (`filtersKey`): another one's rows are not shown. */
  let shown = list ? filtersKey(list.query) : '';

  /** The selection whose counts are on screen or on their way; '' to ask at the next load. */
  let counted = list?.counts ? shown : '';

  /** The list whose answer the store holds, as `listKey` names it; '' while none is complete. */
  let listed = list ? listKey(list.query) : '';

  /**
   * The list whose rows this client already has exactly as the server would answer them (a
   * server-rendered page; the first page, just after this client created a job), so its next load
   * needs no request.
   */
  let knownCurrent = listed;

  /**
   * Fetches how many jobs each choice of the selection's filters would list, shown once they come
   * if it is still on screen. A failure leaves the choices without counts (the list itself says
   * what failed), and the next load asks again.
   */
  async function loadCounts({ category, q, workplace, city, salary, posted }: ListSelection) {
    const selection = counted;
    const query = { type: category ?? undefined, q: q || undefined, postedWithinDays: posted };
    const { data } = await api
      .GET('/api/filterCounts', {
        params: { query: { ...query, workplace, city, ...salaryFloorParams(salary) } },
      })
      .catch(() => ({ data: undefined }));
    if (counted !== selection) return;
    state.counts = data && ref(data.data);
    if (!data) counted = '';
  }

  /** The list on screen is no longer known to match the server: its next load asks again. */
  function forgetLists(): void {
    listed = '';
    knownCurrent = '';
    counted = '';
  }

  const jobs = {
    state,

    /**
     * Shows a page of a list, unless it is known current. Another list's rows are cleared first, so
     * the spinner shows instead of them (a category must not show other jobs while its own load);
     * the same list keeps its rows while its next page loads.
     */
    async load(query: JobListQuery): Promise<void> {
      const key = listKey(query);
      latestListRequest += 1;
      const request = latestListRequest;
      if (counted !== filtersKey(query)) {
        counted = filtersKey(query);
        void loadCounts(query);
      }
      if (knownCurrent === key && listed === key) {
        knownCurrent = '';
        // Nothing older may still spin: this list is the newest and already on screen.
        state.loading = false;
        state.searchLoading = false;
        return;
      }
      knownCurrent = '';
      // Asking for the failed list again keeps its failure on screen, its retry busy, until the
      // answer; another list starts afresh.
      if (failedQuery && listKey(failedQuery) !== key) {
        failedQuery = null;
        state.listFailure = null;
      }
      if (shown !== filtersKey(query)) {
        state.jobs = [];
        state.totalCount = 0;
        state.counts = undefined;
        shown = filtersKey(query);
      }
      Object.assign(state, { typeJob: query.category, search: query.q });
      listed = '';
      // The newest request owns both flags: a page load overtaken by a search must not spin on.
      const loadingFlag = query.q === '' ? 'loading' : 'searchLoading';
      state.loading = loadingFlag === 'loading';
      state.searchLoading = loadingFlag === 'searchLoading';
      try {
        const answer = await fetchList(api, query);
        if (request !== latestListRequest) return;
        state.jobs = answer.data;
        state.totalCount = answer.totalCount;
        listed = key;
        failedQuery = null;
        state.listFailure = null;
      } catch (failure) {
        if (request !== latestListRequest) return;
        // The list then shows that it failed, with the reason and a retry, where docs/spec.md
        // section 8 shows 'Not found' (README, differences); the toast says why as well.
        const message = failureMessage(failure, t);
        state.jobs = [];
        state.totalCount = 0;
        failedQuery = query;
        state.listFailure = message;
        toasts.show(message, 'error');
      } finally {
        if (request === latestListRequest) state[loadingFlag] = false;
      }
    },

    /** Asks again for the list that failed to load: the failed page's retry. */
    async retry(): Promise<void> {
      if (failedQuery) await jobs.load(failedQuery);
    },

    /**
     * A job this client just created: it heads the first page of all jobs, newest first, as the
     * server now lists it. When that page is what the store holds, it is updated here and known
     * current, so going to / shows it at once with no second request; otherwise / loads it as
     * usual. The detail on screen is another job's.
     */
    created(job: Job): void {
      state.detail = null;
      const firstPage = listKey({ category: null, q: '', page: 1 });
      // One waiting for approval is not on the board yet: the list shows it once it is.
      if (job.moderation) return;
      counted = '';
      if (listed !== firstPage) return;
      state.jobs = [job, ...state.jobs].slice(0, limits.pageSize);
      state.totalCount += 1;
      knownCurrent = firstPage;
    },

    /**
     * A job changed by this member (saved, edited, renewed): the copies on screen, in the list and
     * the detail, take the new version. The lists themselves are read again on their next load,
     * since an edit or a renewal may move a job into or out of them.
     */
    replace(job: Job): void {
      state.jobs = state.jobs.map((shown) => (shown.slug === job.slug ? job : shown));
      if (state.detail?.slug === job.slug) state.detail = job;
      forgetLists();
    },

    /** A job this member deleted leaves the screen, and its address shows it no more. */
    remove(slug: string): void {
      state.jobs = state.jobs.filter((shown) => shown.slug !== slug);
      if (state.detail?.slug === slug) state.detail = null;
      forgetLists();
    },
  };
  return jobs;
}

export type Jobs = ReturnType<typeof createJobs>;
