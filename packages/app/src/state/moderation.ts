import type { Job, ModerationQueue } from '@job/contract';
import type { QueueAction } from '@job/ui';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * The moderators' queue with its actions, and the postings off the board as a moderator reads them.
 * Made on demand (`moderationOf`), with the moderation page and, for a moderator, a posting's page.
 */
export function createModeration(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const state = proxy({
    queue: undefined as ModerationQueue | undefined,
    /** Undefined until the first read: the page shows it loading. */
    loading: false,
    /** Why the latest read failed; a 404 (not a moderator) is `notModerator`. */
    failureMessage: null as string | null,
    notModerator: false,
    /** The action whose reason the dialog asks for. */
    pending: null as QueueAction | null,
    acting: false,
    /**
     * A posting off the board as a moderator reads it on its page: its slug, and the posting
     * (null while on its way, or when there is none the moderator may read).
     */
    offBoard: null as { slug: string; job: Job | null; loading: boolean } | null,
  });

  /** Reads the queue; a 404 says the member is no moderator (any more). */
  async function load(): Promise<void> {
    state.loading = true;
    try {
      const { data, error, response } = await api.GET('/api/moderation');
      if (data) Object.assign(state, { queue: data, failureMessage: null, notModerator: false });
      else if (response.status === 404) state.notModerator = true;
      else throw error;
    } catch (failure) {
      state.failureMessage = failureMessage(failure, t);
      toasts.show(state.failureMessage, 'error');
    } finally {
      state.loading = false;
    }
  }

  return {
    state,
    load,

    setPending(action: QueueAction | null): void {
      if (!state.acting) state.pending = action;
    },

    /**
     * Reads, for a moderator, the posting of `slug` that visitors cannot: awaiting approval or
     * taken down. Anyone else, or a posting that is not there, gets nothing (the not-found page).
     */
    async openOffBoard(slug: string): Promise<void> {
      // Read again on every visit (a moderator's action may have changed it); shown meanwhile.
      const shown = state.offBoard?.slug === slug ? state.offBoard.job : null;
      state.offBoard = { slug, job: shown, loading: shown === null };
      try {
        const { data } = await api.GET('/api/moderation/jobs/{slug}', {
          params: { path: { slug } },
        });
        if (state.offBoard?.slug === slug) state.offBoard.job = data?.job ?? null;
      } catch {
        // The server could not be reached: the page stays as the public read left it (not found).
      } finally {
        if (state.offBoard?.slug === slug) state.offBoard.loading = false;
      }
    },

    /** Takes the action with its reason, then reads the queue again. */
    async confirm(action: QueueAction, reason: string): Promise<void> {
      if (state.acting) return;
      state.acting = true;
      try {
        const { data, error } =
          action.kind === 'job'
            ? await api.POST('/api/moderation/jobs/{slug}', {
                params: { path: { slug: action.slug } },
                body: { action: action.action, reason },
              })
            : action.kind === 'suspend'
              ? await api.POST('/api/moderation/members/{id}/suspend', {
                  params: { path: { id: action.memberId } },
                  body: { reason },
                })
              : await api.POST('/api/moderation/members/{id}/unsuspend', {
                  params: { path: { id: action.memberId } },
                  body: { reason },
                });
        if (!data) throw error;
        state.pending = null;
        toasts.show(data.message, 'success');
        await load();
      } catch (failure) {
        toasts.show(failureMessage(failure, t) || t('toast.moderationFailed'), 'error');
      } finally {
        state.acting = false;
      }
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;

export const moderationOf = onDemand(createModeration);
