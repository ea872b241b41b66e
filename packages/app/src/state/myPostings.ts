import type { Job } from '@job/contract';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { memberRead } from './memberRead';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/** The member's own postings on the profile, live and expired, and what the profile does to them. */
export function createMyPostings(stores: Stores) {
  const {
    api,
    session,
    jobs,
    toasts,
    language: { t },
  } = stores;
  const state = proxy({
    /** Newest first. */
    postings: [] as Job[],
    loading: true,
    /** The session they were read for (`memberRead`). */
    readFor: null as string | null,
    /** Why the latest read failed, shown on the profile with a retry (`memberRead`). */
    failureMessage: null as string | null,
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

  const read = memberRead(stores, state, async () => {
    const { data, error } = await api.GET('/api/me/jobs');
    if (!data) throw error;
    return { postings: data.data };
  });

  return {
    state,

    /** Reads the member's own postings again, for the profile. */
    load: read.fresh,

    /** Reads them again after a failure, which the profile shows until the answer. */
    retry: read.retry,

    /** Reads them once this session, to tell whether a posting is the member's own. */
    loadOnce: read.known,

    /** The member posted a job: the next `loadOnce` reads their postings again. */
    forget: read.forget,

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
