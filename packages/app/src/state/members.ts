import type { Job } from '@job/contract';
import type { Translate } from '@job/texts';
import { proxy } from 'valtio';
import { type Api, failureMessage } from '../api/client';
import type { Jobs } from './jobs';
import type { Session } from './session';
import type { Toasts } from './toasts';

/**
 * What a member does with jobs on every page: their saves, and the save in flight. Their own
 * postings are the profile's (`myPostings.ts`).
 */
export function createMembers(
  api: Api,
  session: Session,
  jobs: Jobs,
  toasts: Toasts,
  t: Translate,
) {
  const state = proxy({
    /** The job whose save or unsave was pressed last and is on its way. */
    savingSlug: null as string | null,
  });
  const authState = session.state;
  /** The reads of the saved jobs asked so far: only the last one asked may write its answer. */
  let savedReads = 0;

  return {
    state,

    /**
     * Reads the member's saved jobs into the session; at the session's start, after a reload, and
     * as the saved jobs page's retry. A failure keeps its reason for that page, and says it in a
     * toast as every failed list does.
     */
    async loadSavedJobs(): Promise<void> {
      const { token } = authState;
      if (!token) return;
      const read = ++savedReads;
      // The member may have signed out (or in as another), or a later read (after a save) been
      // asked, while the answer was on its way: then it is not this read's to write.
      const current = () => authState.token === token && read === savedReads;
      authState.savedJobsLoading = true;
      try {
        const { data, error } = await api.GET('/api/me/saved');
        if (!current()) return;
        if (!data) throw error;
        authState.savedJobs = data.data;
        authState.savedJobsFailure = null;
      } catch (failure) {
        if (!current()) return;
        const message = failureMessage(failure, t);
        authState.savedJobsFailure = message;
        toasts.show(message, 'error');
      } finally {
        if (current()) authState.savedJobsLoading = false;
      }
    },

    /**
     * The session's check could not tell whether the kept token holds (offline, the server
     * failed), so the saved jobs were not read: their page says why and offers the retry. Quiet,
     * as that check is.
     */
    savedJobsUnread(failure: unknown): void {
      authState.savedJobsLoading = false;
      authState.savedJobsFailure = failureMessage(failure, t);
    },

    /**
     * Saves a job the member has not saved, unsaves one they have. A visitor has no toggle to press:
     * theirs is a link to the sign-in (`useSaves`).
     */
    async toggleSave(job: Job): Promise<void> {
      const { slug } = job;
      if (state.savingSlug === slug) return;
      const saved = authState.savedJobs.some((savedJob) => savedJob.slug === slug);
      state.savingSlug = slug;
      try {
        const call = saved ? api.DELETE : api.PUT;
        const { data, error } = await call('/api/jobs/{slug}/save', { params: { path: { slug } } });
        if (!data) throw error;
        const counted = { ...job, save: data.save };
        authState.savedJobs = data.saved
          ? [counted, ...authState.savedJobs.filter((savedJob) => savedJob.slug !== slug)]
          : authState.savedJobs.filter((savedJob) => savedJob.slug !== slug);
        jobs.replace(counted);
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        if (state.savingSlug === slug) state.savingSlug = null;
      }
    },
  };
}

export type Members = ReturnType<typeof createMembers>;
