import { failureMessage } from '../api/client';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * Opening one job (its detail, report, apply and edit pages), kept in the job store's `detail…`
 * fields, which a server render seeds and the job store's edits keep current. Its code downloads
 * with those pages, never with the lists of the first visit.
 */
export const jobDetailOf = onDemand(({ api, jobs, toasts, language: { t } }: Stores) => {
  const { state } = jobs;

  /** Why the detail did not arrive, told in a toast too. */
  function detailFailed(failure: unknown): string {
    const message = failureMessage(failure, t);
    toasts.show(message, 'error');
    return message;
  }

  /**
   * Fetches the detail's job. A failure other than a 404 is told in a toast and kept as the detail's
   * failure, which the page shows with a retry.
   */
  async function fetchDetail(slug: string): Promise<void> {
    state.detailLoading = true;
    try {
      const { data, error, response } = await api.GET('/api/jobs/{slug}', {
        params: { path: { slug } },
      });
      // Another job may have been opened while this one was on its way.
      if (state.detailSlug !== slug) return;
      state.detail = data?.data ?? null;
      state.detailFailure = data || response.status === 404 ? null : detailFailed(error);
    } catch (failure) {
      if (state.detailSlug === slug) state.detailFailure = detailFailed(failure);
    } finally {
      if (state.detailSlug === slug) state.detailLoading = false;
    }
  }

  return {
    /**
     * Shows the job with this slug: from the loaded jobs when it is there, otherwise (a deep link,
     * a reload) from the server; `detail` stays null when no job has this slug.
     */
    async open(slug: string): Promise<void> {
      state.detailSlug = slug;
      state.detailFailure = null;
      if (state.detailKnownMissing === slug) {
        state.detailKnownMissing = null;
        return;
      }
      const loaded = state.jobs.find((job) => job.slug === slug);
      if (loaded) state.detail = loaded;
      if (state.detail?.slug === slug) return;
      state.detail = null;
      await fetchDetail(slug);
    },

    /** Reads the job on screen again, as it is now (its questions changed), keeping it shown meanwhile. */
    async refresh(slug: string): Promise<void> {
      if (state.detailSlug === slug) await fetchDetail(slug);
    },

    /** Asks again for the detail's job that did not arrive; its failure shows until the answer. */
    async retry(): Promise<void> {
      const slug = state.detailSlug;
      if (slug !== null && state.detailFailure !== null) await fetchDetail(slug);
    },
  };
});
