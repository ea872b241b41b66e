import {
  type CreateJobValues,
  type FieldErrors,
  limits,
  toasts,
  type WorkTypeCode,
  type WorkTypeSlug,
} from '@job/contract';
import { proxy, useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { api, failureMessage, type Job } from '../api/client';
import { showToast } from './toasts';

/** The job store of spec section 3. */
export const jobsState = proxy({
  /** The jobs on screen: one page of the list or a category, or every search result. */
  jobs: [] as Job[],
  loading: false,
  /** The job the detail view shows; null is the spec's empty detail. */
  detail: null as Job | null,
  /** Spec section 3 keeps these ids for saved jobs, which no screen shows yet. */
  saved: [1, 3, 5],
  totalCount: 0,
  /** 1-based, as the interface shows it. */
  currentPage: 1,
  /** The category on screen, or null for all jobs. */
  typeJob: null as WorkTypeSlug | null,
  search: '',
  searchLoading: false,
});

export function useJobs() {
  return useSnapshot(jobsState);
}

// Only the answer to the latest list request may fill the list: an earlier page answering late
// after a quick click on the next one must not overwrite it.
let latestListRequest = 0;

async function loadList(
  fetchList: () => Promise<{ data: Job[]; totalCount: number }>,
  loadingFlag: 'loading' | 'searchLoading',
): Promise<void> {
  latestListRequest += 1;
  const request = latestListRequest;
  // The newest request owns both flags: a page load overtaken by a search must not spin on.
  jobsState.loading = loadingFlag === 'loading';
  jobsState.searchLoading = loadingFlag === 'searchLoading';
  try {
    const page = await fetchList();
    if (request !== latestListRequest) return;
    jobsState.jobs = page.data;
    jobsState.totalCount = page.totalCount;
  } catch (failure) {
    if (request !== latestListRequest) return;
    // The list then shows 'Not found' (spec section 8); the toast says why.
    jobsState.jobs = [];
    jobsState.totalCount = 0;
    showToast(failureMessage(failure), 'error');
  } finally {
    if (request === latestListRequest) jobsState[loadingFlag] = false;
  }
}

const offsetOf = (page: number) => (page - 1) * limits.pageSize;

/**
 * Says which list is about to show. Another list's rows are cleared so the spinner shows instead
 * of them (a category must not show other jobs while its own load); the same list keeps its rows
 * while its next page loads.
 */
function showList(typeJob: WorkTypeSlug | null, search: string, page: number): void {
  if (jobsState.typeJob !== typeJob || jobsState.search !== search) {
    jobsState.jobs = [];
    jobsState.totalCount = 0;
  }
  jobsState.typeJob = typeJob;
  jobsState.search = search;
  jobsState.currentPage = page;
}

/** One page of all jobs, newest first: page n asks for offset (n - 1) × 5. */
export function loadPage(page: number): Promise<void> {
  showList(null, '', page);
  return loadList(async () => {
    const { data, error } = await api.GET('/api/paginate/{offset}/{limit}', {
      params: { path: { offset: offsetOf(page), limit: limits.pageSize } },
    });
    if (!data) throw error;
    return data;
  }, 'loading');
}

/** One page of the jobs of a category. */
export function loadCategory(type: WorkTypeSlug, page: number): Promise<void> {
  showList(type, '', page);
  return loadList(async () => {
    const { data, error } = await api.POST('/api/getType', {
      body: { type, offset: offsetOf(page), limit: limits.pageSize },
    });
    if (!data) throw error;
    return data;
  }, 'loading');
}

/** Every job matching the text, as one list (the server answers at most 50). */
export function searchJobs(text: string): Promise<void> {
  showList(null, text, 1);
  return loadList(async () => {
    const { data, error } = await api.POST('/api/search', { body: { data: text } });
    if (!data) throw error;
    return { data, totalCount: data.length };
  }, 'searchLoading');
}

/**
 * Shows the job with this slug: from the loaded jobs when it is there, otherwise (a deep link, a
 * reload) from the server. Resolves false when no job has this slug.
 */
export async function openDetail(slug: string): Promise<boolean> {
  const loaded = jobsState.jobs.find((job) => job.slug === slug);
  if (loaded) {
    jobsState.detail = loaded;
    return true;
  }
  if (jobsState.detail?.slug === slug) return true;
  jobsState.detail = null;
  jobsState.loading = true;
  try {
    const { data, error, response } = await api.GET('/api/jobs/{slug}', {
      params: { path: { slug } },
    });
    if (data) {
      jobsState.detail = data.data;
      return true;
    }
    if (response.status !== 404) showToast(failureMessage(error), 'error');
    return false;
  } catch (failure) {
    showToast(failureMessage(failure), 'error');
    return false;
  } finally {
    jobsState.loading = false;
  }
}

/** What the create form sends once valid: the text fields, the work type's code and the image. */
export interface NewJob extends Omit<CreateJobValues, 'workType'> {
  workType: WorkTypeCode;
  image: File;
}

/**
 * Posts a job as multipart with its image file. On success the job joins the list, the detail
 * resets and the user is taken to /; on failure the server's field errors come back for the form.
 */
export async function createJob(values: NewJob): Promise<FieldErrors | undefined> {
  try {
    const { data, error } = await api.POST('/api/jobs', {
      body: {
        title: values.title,
        salary: values.salary,
        description: values.description,
        workType: values.workType,
        detail: values.detail,
        // openapi-typescript types a binary field as a string; at run time this is the File.
        image: values.image as unknown as string,
      },
      bodySerializer(body) {
        const form = new FormData();
        for (const [name, value] of Object.entries(body)) {
          form.append(name, typeof value === 'number' ? String(value) : value);
        }
        return form;
      },
    });
    if (!data) {
      showToast(failureMessage(error), 'error');
      return fieldErrorsOf(error);
    }
    jobsState.jobs = [data.data, ...jobsState.jobs];
    jobsState.totalCount += 1;
    jobsState.detail = null;
    navigate('/');
    showToast(toasts.jobCreated, 'success');
    return undefined;
  } catch (failure) {
    showToast(failureMessage(failure), 'error');
    return {};
  }
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (typeof error === 'object' && error !== null && 'errors' in error) {
    return error.errors as FieldErrors;
  }
  return {};
}
