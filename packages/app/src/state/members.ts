import { hrefs, type Job } from '@job/contract';
import type { Translate } from '@job/texts';
import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { type Api, failureMessage } from '../api/client';
import type { Jobs } from './jobs';
import type { Session } from './session';
import type { Toasts } from './toasts';

/** What a member does with jobs: the saves in flight, and their own postings on the profile. */
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
    /** The member's postings, newest first, live and expired. */
    postings: [] as Job[],
    postingsLoading: false,
    /** The posting whose delete is on its way. */
    deletingSlug: null as string | null,
    /** The posting whose renewal is on its way. */
    renewingSlug: null as string | null,
  });
  const authState = session.state;

  /** Runs a change to one of the member's postings, marked busy on the profile while it runs. */
  async function changePosting(
    slug: string,
    busy: 'deletingSlug' | 'renewingSlug',
    change: () => Promise<void>,
  ): Promise<void> {
    state[busy] = slug;
    try {
      await change();
    } catch (failure) {
      toasts.show(failureMessage(failure, t), 'error');
    } finally {
      if (state[busy] === slug) state[busy] = null;
    }
  }

  return {
    state,

    /** Reads the member's saved jobs into the session; at the session's start and after a reload. */
    async loadSavedJobs(): Promise<void> {
      const { token } = authState;
      if (!token) return;
      authState.savedJobsLoading = true;
      try {
        const { data, error } = await api.GET('/api/me/saved');
        // The member may have signed out (or in as another) while the answer was on its way.
        if (authState.token !== token) return;
        if (!data) throw error;
        authState.savedJobs = data.data;
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        if (authState.token === token) authState.savedJobsLoading = false;
      }
    },

    /**
     * Saves a job the member has not saved, unsaves one they have. A visitor who is not signed in
     * is sent to the login, which brings them back here afterwards.
     */
    async toggleSave(job: Job): Promise<void> {
      if (!authState.token) {
        navigate(hrefs.login(`${window.location.pathname}${window.location.search}`));
        return;
      }
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

    /** Reads the member's own postings for the profile. */
    async loadPostings(): Promise<void> {
      state.postingsLoading = true;
      try {
        const { data, error } = await api.GET('/api/me/jobs');
        if (!data) throw error;
        state.postings = data.data;
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        state.postingsLoading = false;
      }
    },

    /** Deletes the member's posting (the profile asked them to confirm first). */
    deletePosting(slug: string): Promise<void> {
      return changePosting(slug, 'deletingSlug', async () => {
        const { error, response } = await api.DELETE('/api/jobs/{slug}', {
          params: { path: { slug } },
        });
        if (!response.ok) throw error;
        state.postings = state.postings.filter((posting) => posting.slug !== slug);
        authState.savedJobs = authState.savedJobs.filter((savedJob) => savedJob.slug !== slug);
        jobs.remove(slug);
        toasts.show(t('toast.jobDeleted'), 'success');
      });
    },

    /** Puts the member's posting live again, for the default period from now. */
    renewPosting(slug: string): Promise<void> {
      return changePosting(slug, 'renewingSlug', async () => {
        const { data, error } = await api.POST('/api/jobs/{slug}/renew', {
          params: { path: { slug } },
          body: {},
        });
        if (!data) throw error;
        state.postings = state.postings.map((posting) =>
          posting.slug === slug ? data.data : posting,
        );
        jobs.replace(data.data);
        toasts.show(t('toast.jobRenewed'), 'success');
      });
    },
  };
}

export type Members = ReturnType<typeof createMembers>;
