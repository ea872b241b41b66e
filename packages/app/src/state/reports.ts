import type { Report } from '@job/ui';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * Reports of a posting, from the detail's 'Bildir' dialog or the report page; anyone may send one.
 * Apart from the moderators' queue (`moderation.ts`), which a reader of a posting never loads.
 */
export function createReports({ api, toasts, language }: Stores) {
  const { t } = language;
  const state = proxy({
    /** The posting whose report dialog is open; null while none is. */
    reportingSlug: null as string | null,
    sending: false,
  });

  return {
    state,

    /**
     * Opens the report dialog of a posting once its words are here (a posting's page comes
     * without them: they download as the dialog's code does), or closes it.
     */
    async setReporting(slug: string | null): Promise<void> {
      if (slug) await language.ensure(['moderation']);
      if (!state.sending) state.reportingSlug = slug;
    },

    /**
     * Sends a report; in, the dialog closes with a thank-you, refused, it stays with why. Answers
     * whether it is in.
     */
    async report(slug: string, { reason, note }: Report): Promise<boolean> {
      if (state.sending) return false;
      state.sending = true;
      try {
        const { data, error } = await api.POST('/api/jobs/{slug}/reports', {
          params: { path: { slug } },
          body: { reason, ...(note && { note }) },
        });
        if (!data) throw error;
        state.reportingSlug = null;
        toasts.show(data.message, 'success');
        return true;
      } catch (failure) {
        toasts.show(failureMessage(failure, t) || t('toast.reportFailed'), 'error');
        return false;
      } finally {
        state.sending = false;
      }
    },
  };
}

export const reportsOf = onDemand(createReports);
