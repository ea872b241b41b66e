import type { Alert, AlertFrequency, ListQuery, WorkTypeSlug } from '@job/contract';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { salaryFloorParams } from './jobs';
import { memberRead } from './memberRead';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * What a list shows, as an alert saves it: its search text, its category, its workplace and its
 * salary floor.
 */
export interface AlertCriteria extends Pick<ListQuery, 'q' | 'workplace' | 'city' | 'salary'> {
  category: WorkTypeSlug | null;
}

/** What the profile changes of an alert (the API's `updateAlert`); `name: null` names it by its criteria again. */
export interface AlertChanges {
  name?: string | null;
  frequency?: AlertFrequency;
  paused?: boolean;
}

/**
 * The member's alerts (saved searches): saving a list's criteria as one, and the profile's list of
 * them with what it changes. Made on demand (`alertsOf`), with the list's save dialog or the
 * profile, so the first visit does not download it.
 */
export function createAlerts(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const state = proxy({
    /** Newest first. */
    alerts: [] as Alert[],
    loading: true,
    /** The session they were read for (`memberRead`). */
    readFor: null as string | null,
    /** Why the latest read failed, shown on the profile with a retry (`memberRead`). */
    failureMessage: null as string | null,
    /** A search is being saved as an alert. */
    saving: false,
    /** The alert whose change (name, frequency, pause) is on its way. */
    changingId: null as number | null,
    /** The alert whose delete is on its way. */
    deletingId: null as number | null,
  });

  const read = memberRead(stores, state, async () => {
    const { data, error } = await api.GET('/api/me/alerts');
    if (!data) throw error;
    return { alerts: data.data };
  });

  /** Puts the server's answer for an alert in its place, or at the top when it is new. */
  function keep(alert: Alert): void {
    const shown = state.alerts.some(({ id }) => id === alert.id);
    state.alerts = shown
      ? state.alerts.map((known) => (known.id === alert.id ? alert : known))
      : [alert, ...state.alerts];
  }

  return {
    state,

    /** Reads the member's alerts again, as the profile opens. */
    load: read.fresh,

    /** Reads them again after a failure, which the profile shows until the answer. */
    retry: read.retry,

    /**
     * Saves a list's criteria as an alert; the toast names it as the server did ('"react",
     * Freelance, Remote'), or says the member had saved that search already. Answers whether it
     * is saved; a failure says why in a toast.
     */
    async save(
      { q, category, workplace, city, salary }: AlertCriteria,
      frequency: AlertFrequency,
    ): Promise<boolean> {
      if (state.saving) return false;
      state.saving = true;
      try {
        const { data, error, response } = await api.POST('/api/me/alerts', {
          body: {
            ...(q !== '' && { q }),
            ...(category && { type: category }),
            ...(workplace && { workplace }),
            ...(city && { city }),
            ...salaryFloorParams(salary),
            frequency,
          },
        });
        if (!data) throw error;
        keep(data.data);
        const { name } = data.data;
        const saved = response.status === 201 ? 'toast.alertSaved' : 'toast.alertExists';
        toasts.show(t(saved, { name }), 'success');
        return true;
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
        return false;
      } finally {
        state.saving = false;
      }
    },

    /** Renames, switches or pauses an alert, as the server then holds it; a refusal says why. */
    async change(id: number, changes: AlertChanges): Promise<void> {
      if (state.changingId === id) return;
      state.changingId = id;
      try {
        const { data, error } = await api.PATCH('/api/me/alerts/{id}', {
          params: { path: { id } },
          body: changes,
        });
        if (!data) throw error;
        keep(data.data);
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        if (state.changingId === id) state.changingId = null;
      }
    },

    /** Deletes an alert (the profile asked the member to confirm first). */
    async delete(id: number): Promise<void> {
      if (state.deletingId === id) return;
      state.deletingId = id;
      try {
        const { error, response } = await api.DELETE('/api/me/alerts/{id}', {
          params: { path: { id } },
        });
        if (!response.ok) throw error;
        state.alerts = state.alerts.filter((alert) => alert.id !== id);
        toasts.show(t('toast.alertDeleted'), 'success');
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        if (state.deletingId === id) state.deletingId = null;
      }
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;

export const alertsOf = onDemand(createAlerts);
