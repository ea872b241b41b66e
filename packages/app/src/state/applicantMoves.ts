import { type Application, type ApplicationStatus, movedApplicationsMessage } from '@job/contract';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { applicationsOf, type RejectionBody } from './applications';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * The poster moves several applicants of their page to one stage at once, and takes the move back
 * from its toast. Each answer takes the applications' places in the list the applications store
 * shows. Made on demand, with the applicants page.
 */
export function createApplicantMoves(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const applications = applicationsOf(stores);
  const state = proxy({
    /** A move of several, or its undo, is on its way. */
    moving: false,
  });

  /**
   * Sends the moves of the poster's applications of `slug` to each status, one call per status,
   * a rejection with what it says; the list shows them as the server stored them. The first
   * refusal throws.
   */
  async function sendMoves(
    slug: string,
    moves: ReadonlyMap<ApplicationStatus, number[]>,
    rejection: RejectionBody = {},
  ): Promise<void> {
    for (const [status, ids] of moves) {
      const { data, error, response } = await api.PATCH('/api/jobs/{slug}/applications', {
        params: { path: { slug } },
        body: { ids, status, ...(status === 'rejected' && rejection) },
      });
      if (!data) {
        // One gone or withdrawn meanwhile: the list shows what there is once read again.
        if (response.status === 404 && applications.state.applicants.slug === slug)
          void applications.retryApplicants(slug);
        throw error;
      }
      for (const answered of data.data) applications.showApplicant(answered);
    }
  }

  /**
   * The poster moves several applications of the list on screen to one status: shown at once,
   * then as the server stored them, with one undo in the toast that puts each back where it was
   * (the applicants' mails wait for it); a refusal puts them all back and says why.
   */
  async function moveMany(
    ids: readonly number[],
    status: ApplicationStatus,
    rejection: RejectionBody = {},
  ): Promise<void> {
    const { slug } = applications.state.applicants;
    if (!slug || state.moving) return;
    const moving = ids
      .map(applications.applicantOf)
      .filter(
        (application): application is Application =>
          application !== undefined && !application.withdrawn_at && application.status !== status,
      );
    if (moving.length === 0) return;
    const earlier = new Map(moving.map(({ id, status: before }) => [id, before]));
    for (const application of moving) application.status = status;
    state.moving = true;
    try {
      await sendMoves(slug, new Map([[status, [...earlier.keys()]]]), rejection);
      // What moved: one withdrawn meanwhile kept its status, and has nothing to undo.
      const back = new Map<ApplicationStatus, number[]>();
      for (const [id, before] of earlier) {
        if (applications.applicantOf(id)?.withdrawn_at) continue;
        back.set(before, [...(back.get(before) ?? []), id]);
      }
      const moved = [...back.values()].flat().length;
      const told = movedApplicationsMessage(t, status, {
        moved,
        withdrawn: earlier.size - moved,
      });
      // Nothing to undo when every one had been withdrawn meanwhile.
      const undo = { label: t('toast.undoStatus'), onAction: () => void undoMoves(slug, back) };
      toasts.show(told, 'success', moved > 0 ? { action: undo } : undefined);
    } catch (failure) {
      for (const [id, before] of earlier) {
        const shown = applications.applicantOf(id);
        if (shown?.status === status) shown.status = before;
      }
      toasts.show(failureMessage(failure, t), 'error');
    } finally {
      state.moving = false;
    }
  }

  /** Puts the applications of a move of several back where they were, and says so. */
  async function undoMoves(slug: string, back: ReadonlyMap<ApplicationStatus, number[]>) {
    if (state.moving) return;
    state.moving = true;
    try {
      await sendMoves(slug, back);
      toasts.show(t('toast.movesUndone', { count: [...back.values()].flat().length }), 'success');
    } catch (failure) {
      toasts.show(failureMessage(failure, t), 'error');
    } finally {
      state.moving = false;
    }
  }

  return { state, moveMany };
}

export type ApplicantMoves = ReturnType<typeof createApplicantMoves>;

export const applicantMovesOf = onDemand(createApplicantMoves);
