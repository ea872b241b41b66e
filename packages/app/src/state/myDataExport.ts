import { proxy } from 'valtio';
import { downloadFailureMessage } from '../api/client';
import { onDemand } from './onDemand';
import { saveFile } from './saveFile';
import type { Stores } from './stores';

/**
 * The name a download's `Content-Disposition` gives it: `filename*` (RFC 6266, the name itself,
 * Turkish letters and all), else its ASCII `filename`; undefined without either.
 */
export function attachmentName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Not percent-encoded as it should be: the plain name follows.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/**
 * The download of everything the board keeps about the member, from their account settings.
 * Made on demand, with that page.
 */
export function createMyDataExport(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const state = proxy({ downloading: false });

  return {
    state,

    /**
     * Downloads the member's zip with their token and saves it under the server's name. The
     * session's end says so; any other failure says the data could not be prepared.
     */
    async download(): Promise<void> {
      if (state.downloading) return;
      state.downloading = true;
      try {
        const { data, error, response } = await api.GET('/api/me/export', { parseAs: 'blob' });
        if (!data) throw error;
        const name = attachmentName(response.headers.get('content-disposition'));
        saveFile(data, name ?? 'job.zip');
        toasts.show(t('toast.dataExported'), 'success');
      } catch (failure) {
        toasts.show(downloadFailureMessage(failure, t, t('toast.dataExportFailed')), 'error');
      } finally {
        state.downloading = false;
      }
    },
  };
}

export const myDataExportOf = onDemand(createMyDataExport);
