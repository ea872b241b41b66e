import type { FieldErrors, SeekerProfile, SeekerProfileValues, StoredCv } from '@job/contract';
import { proxy } from 'valtio';
import { downloadFailureMessage, failureMessage } from '../api/client';
import { fieldErrorsOf, formDataOf } from '../api/formBodies';
import { memberRead } from './memberRead';
import { onDemand } from './onDemand';
import { saveFile } from './saveFile';
import type { Stores } from './stores';

/** The CVs as the server lists them: the default first, then the newest. */
function inOrder(cvs: readonly StoredCv[]): StoredCv[] {
  return [...cvs].sort((a, b) => Number(b.default) - Number(a.default) || b.id - a.id);
}

/**
 * The member's CV page ('Özgeçmişim'): their seeker profile and stored CVs, read once per session
 * for the apply form and afresh as the page opens, and every change to them. Made on demand
 * (`seekerProfileOf`), with the pages that use it.
 */
export function createSeekerProfile(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const state = proxy({
    /** Null until read. */
    profile: null as SeekerProfile | null,
    loading: true,
    readFor: null as string | null,
    failureMessage: null as string | null,
    /** The profile's form is on its way. */
    saving: false,
    /** The server's messages by field for the profile's form (a 422). */
    fieldErrors: undefined as FieldErrors | undefined,
    /** The CV whose change is on its way, or `new` while one is uploaded. */
    busyCv: null as number | 'new' | null,
    /** Why the latest upload was refused, shown under it. */
    uploadError: null as string | null,
  });

  const read = memberRead(stores, state, async () => {
    const { data, error } = await api.GET('/api/me/seeker-profile');
    if (!data) throw error;
    return { profile: data.data };
  });

  /** Shows the CVs as they are now, the profile's fields untouched. */
  function showCvs(cvs: readonly StoredCv[]): void {
    if (state.profile) state.profile.cvs = inOrder(cvs);
  }

  /** A CV as the server answered it, in its place; a new default takes the mark off the others. */
  function showCv(answered: StoredCv): void {
    const others = (state.profile?.cvs ?? []).filter(({ id }) => id !== answered.id);
    showCvs([...others.map((cv) => (answered.default ? { ...cv, default: false } : cv)), answered]);
  }

  /**
   * Runs a change of a CV (`id`, or `new` for an upload) while it shows as busy, one at a time:
   * the answer's CV in its place and its message as a toast; a refusal in a toast too, unless
   * `refused` takes it.
   */
  async function changeCv(
    id: number | 'new',
    call: () => Promise<{ data?: { message: string; data: StoredCv }; error?: unknown }>,
    refused: (message: string) => void = (message) => toasts.show(message, 'error'),
  ): Promise<void> {
    if (state.busyCv !== null) return;
    state.busyCv = id;
    try {
      const { data, error } = await call();
      if (!data) throw error;
      showCv(data.data);
      toasts.show(data.message, 'success');
    } catch (failure) {
      refused(failureMessage(failure, t));
    } finally {
      state.busyCv = null;
    }
  }

  /** A PDF as the upload's multipart body. */
  const cvForm = (file: File) => ({ body: { cv: file }, bodySerializer: formDataOf });

  return {
    state,

    /** Reads the profile again, as its page opens. */
    load: read.fresh,

    /** Reads it again after a failure, which the page shows until the answer. */
    retry: read.retry,

    /** Reads it once this session, for the apply form's stored CVs. */
    loadOnce: read.known,

    /** Saves the profile's fields; a 422 shows by its fields, anything else as a toast. */
    async save(values: SeekerProfileValues): Promise<void> {
      if (state.saving) return;
      Object.assign(state, { saving: true, fieldErrors: undefined });
      try {
        const { data, error, response } = await api.PUT('/api/me/seeker-profile', {
          body: values,
        });
        if (!data) {
          if (response.status === 422) state.fieldErrors = fieldErrorsOf(error);
          throw error;
        }
        state.profile = data.data;
        toasts.show(t('toast.seekerProfileSaved'), 'success');
      } catch (failure) {
        if (!state.fieldErrors) toasts.show(failureMessage(failure, t), 'error');
      } finally {
        state.saving = false;
      }
    },

    /**
     * Stores another CV; a refusal (not a PDF, too large) shows under the upload. Three stored
     * already (another tab added one) reads the list again, which shows them and takes the upload
     * away.
     */
    addCv(file: File): Promise<void> {
      state.uploadError = null;
      return changeCv(
        'new',
        async () => {
          const answer = await api.POST('/api/me/cvs', cvForm(file));
          if (answer.response.status === 409) void read.fresh();
          return answer;
        },
        (message) => {
          state.uploadError = message;
        },
      );
    },

    replaceCv: (id: number, file: File) =>
      changeCv(id, () =>
        api.PUT('/api/me/cvs/{cvId}', { params: { path: { cvId: id } }, ...cvForm(file) }),
      ),

    renameCv: (id: number, name: string) =>
      changeCv(id, () =>
        api.PATCH('/api/me/cvs/{cvId}', { params: { path: { cvId: id } }, body: { name } }),
      ),

    makeDefaultCv: (id: number) =>
      changeCv(id, () =>
        api.PATCH('/api/me/cvs/{cvId}', {
          params: { path: { cvId: id } },
          body: { default: true },
        }),
      ),

    /** Deletes a CV; the newest of the others becomes the default if it was. */
    async deleteCv(id: number): Promise<void> {
      if (state.busyCv !== null) return;
      state.busyCv = id;
      try {
        const { error, response } = await api.DELETE('/api/me/cvs/{cvId}', {
          params: { path: { cvId: id } },
        });
        if (!response.ok) throw error;
        const left = (state.profile?.cvs ?? []).filter((cv) => cv.id !== id);
        const wasDefault = state.profile?.cvs.some((cv) => cv.id === id && cv.default);
        const newest = Math.max(...left.map((cv) => cv.id));
        showCvs(wasDefault ? left.map((cv) => ({ ...cv, default: cv.id === newest })) : left);
        toasts.show(t('toast.cvDeleted'), 'success');
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        state.busyCv = null;
      }
    },

    /** Downloads a stored CV with the member's token and saves it under its name. */
    async downloadCv(id: number): Promise<void> {
      const cv = state.profile?.cvs.find((stored) => stored.id === id);
      if (!cv) return;
      try {
        const { data, error } = await api.GET('/api/me/cvs/{cvId}', {
          params: { path: { cvId: id } },
          parseAs: 'blob',
        });
        if (!data) throw error;
        saveFile(data, cv.name);
      } catch (failure) {
        toasts.show(downloadFailureMessage(failure, t, t('toast.cvDownloadFailed')), 'error');
      }
    },
  };
}

export type SeekerProfileStore = ReturnType<typeof createSeekerProfile>;

export const seekerProfileOf = onDemand(createSeekerProfile);
