import {
  type CreateJobBody,
  type FieldErrors,
  hrefs,
  type Job,
  type JobListPage,
  type ListQuery,
  limits,
  pageOffset,
  toasts,
  type UpdateJobBody,
  type WorkplaceSlug,
  type WorkTypeSlug,
} from '@job/contract';
import { proxy, useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { api, failureMessage } from '../api/client';
import { showToast } from './toasts';

/**
 * A list as its address names it: the category (null for all jobs) in the path, the page, the
 * search text and the workplace in the query string.
 */
export interface JobListQuery extends ListQuery {
  category: WorkTypeSlug | null;
}

/**
 * The job store of docs/spec.md section 3, without its unused `saved` ids, with the list's page
 * kept in the address instead of `currentPage`, and with the workplace filter.
 */
const emptyJobsState = () => ({
  /** The jobs on screen: one page of a list, a category or a search's results. */
  jobs: [] as Job[],
  /** A page of the list or of a category is being fetched. */
  loading: false,
  totalCount: 0,
  /** The category on screen, or null for all jobs. */
  typeJob: null as WorkTypeSlug | null,
  search: '',
  workplace: null as WorkplaceSlug | null,
  searchLoading: false,
  /** The slug the detail view asked for, and its job once known (null: none, or not yet). */
  detailSlug: null as string | null,
  detail: null as Job | null,
  /** The detail's job is being fetched (a deep link, a reload). */
  detailLoading: false,
});

export const jobsState = proxy(emptyJobsState());

export function useJobs() {
  return useSnapshot(jobsState);
}

// Only the answer to the latest list request may fill the list: an earlier page answering late
// after a quick click on the next one must not overwrite it.
let latestListRequest = 0;

/** The list whose answer the store holds, as `listKey` names it; '' while none is complete. */
let listed = '';

/**
 * The list whose rows this client already has exactly as the server would answer them (the
 * first page, just after this client created a job), so its next load needs no request.
 */
let knownCurrent = '';

/** The slug of a detail a server render found no job for, so the first look at it asks no more. */
let knownMissing: string | null = null;

const listKey = ({ category, q, workplace, page }: JobListQuery) =>
  `${category ?? 'all'}|${workplace ?? 'anywhere'}|${q}|${page}`;

/**
 * One page of a list from the API: a search (narrowed to the category and the workplace, its total
 * in X-Total-Count) when there is a text, else a page of the category or of all jobs.
 */
async function fetchList({ category, q, workplace, page }: JobListQuery): Promise<JobListPage> {
  const offset = pageOffset(page);
  const limit = limits.pageSize;
  if (q !== '') {
    const { data, error, response } = await api.POST('/api/search', {
      body: { data: q, type: category ?? undefined, workplace, offset, limit },
    });
    if (!data) throw error;
    return { data, totalCount: Number(response.headers.get('x-total-count') ?? data.length) };
  }
  const { data, error } = category
    ? await api.POST('/api/getType', { body: { type: category, workplace, offset, limit } })
    : await api.GET('/api/paginate/{offset}/{limit}', {
        params: { path: { offset, limit }, query: { workplace } },
      });
  if (!data) throw error;
  return data;
}

/**
 * Shows a page of a list, unless it is known current. Another list's rows are cleared first, so
 * the spinner shows instead of them (a category must not show other jobs while its own load); the
 * same list keeps its rows while its next page loads.
 */
export async function loadJobs(query: JobListQuery): Promise<void> {
  const key = listKey(query);
  latestListRequest += 1;
  const request = latestListRequest;
  if (knownCurrent === key && listed === key) {
    knownCurrent = '';
    // Nothing older may still spin: this list is the newest and already on screen.
    jobsState.loading = false;
    jobsState.searchLoading = false;
    return;
  }
  knownCurrent = '';
  const workplace = query.workplace ?? null;
  const sameList =
    jobsState.typeJob === query.category &&
    jobsState.search === query.q &&
    jobsState.workplace === workplace;
  if (!sameList) {
    jobsState.jobs = [];
    jobsState.totalCount = 0;
  }
  Object.assign(jobsState, { typeJob: query.category, search: query.q, workplace });
  listed = '';
  // The newest request owns both flags: a page load overtaken by a search must not spin on.
  const loadingFlag = query.q === '' ? 'loading' : 'searchLoading';
  jobsState.loading = loadingFlag === 'loading';
  jobsState.searchLoading = loadingFlag === 'searchLoading';
  try {
    const answer = await fetchList(query);
    if (request !== latestListRequest) return;
    jobsState.jobs = answer.data;
    jobsState.totalCount = answer.totalCount;
    listed = key;
  } catch (failure) {
    if (request !== latestListRequest) return;
    // The list then shows 'Not found' (docs/spec.md section 8); the toast says why.
    jobsState.jobs = [];
    jobsState.totalCount = 0;
    showToast(failureMessage(failure), 'error');
  } finally {
    if (request === latestListRequest) jobsState[loadingFlag] = false;
  }
}

/**
 * Shows the job with this slug: from the loaded jobs when it is there, otherwise (a deep link, a
 * reload) from the server; `detail` stays null when no job has this slug.
 */
export async function openDetail(slug: string): Promise<void> {
  jobsState.detailSlug = slug;
  if (knownMissing === slug) {
    knownMissing = null;
    return;
  }
  const loaded = jobsState.jobs.find((job) => job.slug === slug);
  if (loaded) jobsState.detail = loaded;
  if (jobsState.detail?.slug === slug) return;
  jobsState.detail = null;
  jobsState.detailLoading = true;
  try {
    const { data, error, response } = await api.GET('/api/jobs/{slug}', {
      params: { path: { slug } },
    });
    // Another job may have been opened while this one was on its way.
    if (jobsState.detailSlug !== slug) return;
    jobsState.detail = data?.data ?? null;
    if (!data && response.status !== 404) showToast(failureMessage(error), 'error');
  } catch (failure) {
    showToast(failureMessage(failure), 'error');
  } finally {
    if (jobsState.detailSlug === slug) jobsState.detailLoading = false;
  }
}

/** The multipart form of a body: each field as text, the image as the file it is. */
function formDataOf(body: Record<string, string | number | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.append(name, typeof value === 'number' ? String(value) : value);
  }
  return form;
}

/**
 * Sends the job form: on success `onSaved` with the job as stored; on failure the toast, and the
 * server's field errors for the form.
 */
async function sendJobForm(
  send: () => Promise<{ data?: { data: Job }; error?: unknown }>,
  onSaved: (job: Job) => void,
): Promise<FieldErrors | undefined> {
  try {
    const { data, error } = await send();
    if (!data) {
      showToast(failureMessage(error), 'error');
      return fieldErrorsOf(error);
    }
    onSaved(data.data);
    return undefined;
  } catch (failure) {
    showToast(failureMessage(failure), 'error');
    return {};
  }
}

/**
 * Posts a job as multipart with its image file. On success (docs/spec.md section 4) the job
 * joins the list, the detail resets and the user is taken to /, which shows the job at once
 * without asking again.
 */
export function createJob(values: CreateJobBody): Promise<FieldErrors | undefined> {
  return sendJobForm(
    () => api.POST('/api/jobs', { body: values, bodySerializer: formDataOf }),
    (job) => {
      showFirstPageWith(job);
      jobsState.detail = null;
      navigate(hrefs.home());
      showToast(toasts.jobCreated, 'success');
    },
  );
}

/**
 * The new job heads the first page of all jobs, newest first, as the server now lists it. When
 * that page is what the store holds, it is updated here and known current, so going to / shows
 * it at once with no second request; otherwise / loads it as usual.
 */
function showFirstPageWith(job: Job): void {
  const firstPage = listKey({ category: null, q: '', page: 1 });
  if (listed !== firstPage) return;
  jobsState.jobs = [job, ...jobsState.jobs].slice(0, limits.pageSize);
  jobsState.totalCount += 1;
  knownCurrent = firstPage;
}

/**
 * Saves the member's changes to their job, as multipart with a new image when there is one. On
 * success the job's copies on screen take the new version and the member sees its detail.
 */
export function updateJob(slug: string, values: UpdateJobBody): Promise<FieldErrors | undefined> {
  return sendJobForm(
    () =>
      api.PUT('/api/jobs/{slug}', {
        params: { path: { slug } },
        body: values,
        bodySerializer: formDataOf,
      }),
    (job) => {
      replaceJob(job);
      navigate(hrefs.detail(slug));
      showToast(toasts.jobUpdated, 'success');
    },
  );
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (typeof error === 'object' && error !== null && 'errors' in error) {
    return error.errors as FieldErrors;
  }
  return {};
}

/** One page of a list (or of a search's results) as a server render read it. */
export interface ListSeed {
  query: JobListQuery;
  jobs: Job[];
  totalCount: number;
}

/** What a server render read for its page: one list page, or one detail (null: no such job). */
export type JobsSeed = { list: ListSeed } | { detail: { slug: string; job: Job | null } };

/**
 * Fills the store with what a server render read, before the page renders from it: on the server
 * for its render, in the browser before hydration. The page's own load then finds it current and
 * asks the server nothing.
 */
export function seedJobs(seed: JobsSeed): void {
  Object.assign(jobsState, emptyJobsState());
  listed = '';
  knownCurrent = '';
  knownMissing = null;
  if ('list' in seed) {
    const { query, jobs, totalCount } = seed.list;
    Object.assign(jobsState, {
      typeJob: query.category,
      search: query.q,
      workplace: query.workplace ?? null,
      jobs,
      totalCount,
    });
    listed = listKey(query);
    knownCurrent = listed;
  } else {
    const { slug, job } = seed.detail;
    Object.assign(jobsState, { detailSlug: slug, detail: job });
    if (!job) knownMissing = slug;
  }
}

/**
 * A job changed by this member (saved, edited, renewed): the copies on screen, in the list and the
 * detail, take the new version. The lists themselves are read again on their next load, since an
 * edit or a renewal may move a job into or out of them.
 */
export function replaceJob(job: Job): void {
  jobsState.jobs = jobsState.jobs.map((shown) => (shown.slug === job.slug ? job : shown));
  if (jobsState.detail?.slug === job.slug) jobsState.detail = job;
  forgetLists();
}

/** A job this member deleted leaves the screen, and its address shows it no more. */
export function removeJob(slug: string): void {
  jobsState.jobs = jobsState.jobs.filter((shown) => shown.slug !== slug);
  if (jobsState.detail?.slug === slug) jobsState.detail = null;
  forgetLists();
}

/** The list on screen is no longer known to match the server: its next load asks again. */
function forgetLists(): void {
  listed = '';
  knownCurrent = '';
}
