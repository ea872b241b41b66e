import type { Job } from '@job/contract';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/** The member's own postings on the profile, live and expired, and what the profile does to them. */
export function createMyPostings({ api, session, jobs, toasts, language: { t } }: Stores) {
  const state = proxy({
    /** Newest first. */
    postings: [] as Job[],
    loading: false,
    /** The posting whose delete is on its way. */
    deletingSlug: null as string | null,
    /** The posting whose renewal is on its way. */
    renewingSlug: null as string | null,
  });

  /** Runs a change to one of the postings, marked busy on the profile while it runs. */
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

    /** Reads the member's own postings for the profile. */
    async load(): Promise<void> {
      state.loading = true;
      try {
        const { data, error } = await api.GET('/api/me/jobs');
        if (!data) throw error;
        state.postings = data.data;
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        state.loading = false;
      }
    },

    /** Deletes the member's posting (the profile asked them to confirm first). */
    delete(slug: string): Promise<void> {
      return changePosting(slug, 'deletingSlug', async () => {
        const { error, response } = await api.DELETE('/api/jobs/{slug}', {
          params: { path: { slug } },
        });
        if (!response.ok) throw error;
        state.postings = state.postings.filter((posting) => posting.slug !== slug);
        session.state.savedJobs = session.state.savedJobs.filter(
          (savedJob) => savedJob.slug !== slug,
        );
        jobs.remove(slug);
        toasts.show(t('toast.jobDeleted'), 'success');
      });
    },

    /** Puts the member's posting live again, for the default period from now. */
    renew(slug: string): Promise<void> {
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

    /** The account went, and its postings with it: they leave the screen at once. */
    forgetAll(): void {
      for (const posting of state.postings) jobs.remove(posting.slug);
      state.postings = [];
    },
  };
}

export type MyPostings = ReturnType<typeof createMyPostings>;

export const myPostingsOf = onDemand(createMyPostings);
