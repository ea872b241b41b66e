import type { FieldErrors, RejectionTemplate, RejectionTemplateValues } from '@job/contract';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { fieldErrorsOf } from '../api/formBodies';
import { memberRead } from './memberRead';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

const byName = (a: RejectionTemplate, b: RejectionTemplate) =>
  a.name.localeCompare(b.name, 'tr', { sensitivity: 'base' });

/**
 * The poster's rejection message templates: read as the applicants page opens, saved and deleted
 * from its manager, offered by the rejection's dialog. Made on demand (`rejectionTemplatesOf`),
 * with the applicants page.
 */
export function createRejectionTemplates(stores: Stores) {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const state = proxy({
    templates: [] as RejectionTemplate[],
    loading: true,
    readFor: null as string | null,
    failureMessage: null as string | null,
    /** The template being saved (`new` for one being added), or deleted. */
    savingId: null as number | 'new' | null,
    deletingId: null as number | null,
    /** The server's messages by field for the template being saved (a 422). */
    fieldErrors: undefined as FieldErrors | undefined,
  });

  const read = memberRead(stores, state, async () => {
    const { data, error } = await api.GET('/api/me/rejection-templates');
    if (!data) throw error;
    return { templates: data.data };
  });

  return {
    state,

    /** Reads them as the page opens. */
    load: read.fresh,

    /** Reads them again after a failure, which their part shows until the answer. */
    retry: read.retry,

    /**
     * Saves a new template, or the changes to `id`: in the list by name once stored, with its
     * toast; a 422 shows by its fields, anything else as a toast. True once saved.
     */
    async save(values: RejectionTemplateValues, id?: number): Promise<boolean> {
      if (state.savingId !== null) return false;
      Object.assign(state, { savingId: id ?? 'new', fieldErrors: undefined });
      try {
        const { data, error, response } =
          id === undefined
            ? await api.POST('/api/me/rejection-templates', { body: values })
            : await api.PUT('/api/me/rejection-templates/{templateId}', {
                params: { path: { templateId: id } },
                body: values,
              });
        if (!data) {
          if (response.status === 422) state.fieldErrors = fieldErrorsOf(error);
          throw error;
        }
        const saved = data.data;
        state.templates = [...state.templates.filter(({ id }) => id !== saved.id), saved].sort(
          byName,
        );
        toasts.show(data.message, 'success');
        return true;
      } catch (failure) {
        if (!state.fieldErrors) toasts.show(failureMessage(failure, t), 'error');
        return false;
      } finally {
        state.savingId = null;
      }
    },

    /** Deletes a template, once the poster confirmed it; rejections sent with it keep their words. */
    async remove(id: number): Promise<void> {
      if (state.deletingId !== null) return;
      state.deletingId = id;
      try {
        const { error, response } = await api.DELETE('/api/me/rejection-templates/{templateId}', {
          params: { path: { templateId: id } },
        });
        // Gone already (another tab): it leaves the list all the same.
        if (!response.ok && response.status !== 404) throw error;
        state.templates = state.templates.filter((template) => template.id !== id);
        toasts.show(t('toast.templateDeleted'), 'success');
      } catch (failure) {
        toasts.show(failureMessage(failure, t), 'error');
      } finally {
        state.deletingId = null;
      }
    },

    /** Forgets the last refusal's messages, as the form is left. */
    clearErrors(): void {
      state.fieldErrors = undefined;
    },
  };
}

export type RejectionTemplates = ReturnType<typeof createRejectionTemplates>;

export const rejectionTemplatesOf = onDemand(createRejectionTemplates);
