import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { applicationsOf } from './applications';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * The poster's own review of the applicants on their page: a rating and private notes, which the
 * applicant never sees. Each answer takes the application's place in the list the applications
 * store shows; a refusal says why in a toast. Made on demand, with the applicants page.
 */
export function createApplicantReview(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const applications = applicationsOf(stores);
  /** The applications whose rating is on its way. */
  const saving = new Set<number>();
  /** The last press on an application's stars while its rating was on its way, to send after. */
  const pressedMeanwhile = new Map<number, number | null>();
  const state = proxy({
    /** The application whose rating is being saved. */
    ratingId: null as number | null,
    /** The application a note is being added to. */
    addingNoteId: null as number | null,
    /** The note whose edit is being saved. */
    editingNoteId: null as number | null,
    /** The note being deleted. */
    deletingNoteId: null as number | null,
  });

  return {
    state,

    /**
     * Rates an application (null clears it): shown at once, put back when refused. Presses made
     * while its rating is on its way are kept, and the last one is sent after it: arrowing along
     * the stars sends two requests at most, and no press is lost.
     */
    async rate(id: number, rating: number | null): Promise<void> {
      const application = applications.applicantOf(id);
      if (!application || application.rating === rating) return;
      // The rating stored before this press: what a refusal puts back.
      const before = application.rating;
      application.rating = rating;
      if (saving.has(id)) {
        pressedMeanwhile.set(id, rating);
        return;
      }
      saving.add(id);
      state.ratingId = id;
      let sending = rating;
      let kept: number | null | undefined;
      try {
        for (;;) {
          const { data, error } = await api.PUT('/api/applications/{id}/rating', {
            params: { path: { id } },
            body: { rating: sending },
          });
          if (!data) throw error;
          kept = data.data.rating;
          const next = pressedMeanwhile.get(id);
          pressedMeanwhile.delete(id);
          if (next === undefined || next === sending) {
            applications.showApplicant(data.data);
            break;
          }
          sending = next;
        }
      } catch (failure) {
        pressedMeanwhile.delete(id);
        const shown = applications.applicantOf(id);
        if (shown) shown.rating = kept === undefined ? before : kept;
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        saving.delete(id);
        if (state.ratingId === id) state.ratingId = [...saving].at(-1) ?? null;
      }
    },

    /** Adds a note to an application; true once it is kept (the form then empties). */
    async addNote(id: number, body: string): Promise<boolean> {
      if (state.addingNoteId !== null) return false;
      state.addingNoteId = id;
      try {
        const { data, error } = await api.POST('/api/applications/{id}/notes', {
          params: { path: { id } },
          body: { body },
        });
        if (!data) throw error;
        applications.showApplicant(data.data);
        toasts.show(t('toast.noteAdded'), 'success');
        return true;
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
        return false;
      } finally {
        state.addingNoteId = null;
      }
    },

    /** Rewrites one of the poster's notes; true once it is kept (the note then shows as edited). */
    async editNote(id: number, noteId: number, body: string): Promise<boolean> {
      if (state.editingNoteId !== null) return false;
      state.editingNoteId = noteId;
      try {
        const { data, error } = await api.PATCH('/api/applications/{id}/notes/{noteId}', {
          params: { path: { id, noteId } },
          body: { body },
        });
        if (!data) throw error;
        applications.showApplicant(data.data);
        toasts.show(t('toast.noteEdited'), 'success');
        return true;
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
        return false;
      } finally {
        state.editingNoteId = null;
      }
    },

    /** Deletes one of the poster's notes, once they confirmed it. */
    async deleteNote(id: number, noteId: number): Promise<void> {
      if (state.deletingNoteId !== null) return;
      state.deletingNoteId = noteId;
      try {
        const { data, error } = await api.DELETE('/api/applications/{id}/notes/{noteId}', {
          params: { path: { id, noteId } },
        });
        if (!data) throw error;
        applications.showApplicant(data.data);
        toasts.show(t('toast.noteDeleted'), 'success');
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        state.deletingNoteId = null;
      }
    },
  };
}

export type ApplicantReview = ReturnType<typeof createApplicantReview>;

export const applicantReviewOf = onDemand(createApplicantReview);
