import type { Company, CompanyValues, FieldErrors, MyCompany } from '@job/contract';
import type { MessageId } from '@job/texts';
import { proxy } from 'valtio';
import { failureMessage } from '../api/client';
import { fieldErrorsOf, formDataOf } from '../api/formBodies';
import { memberRead } from './memberRead';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/**
 * The companies the member belongs to ('Şirketlerim'): read once per session for the job forms'
 * 'Post as' choice and afresh as the profile's section opens, with creating and changing one.
 * Made on demand (`myCompaniesOf`) with the pages that use it.
 */
export const myCompaniesOf = onDemand((stores: Stores) => {
  const {
    api,
    toasts,
    language: { t },
  } = stores;
  const state = proxy({
    /** By name. */
    companies: [] as MyCompany[],
    loading: true,
    readFor: null as string | null,
    failureMessage: null as string | null,
    /** The company whose form is on its way (`new` while one is created). */
    saving: null as string | null,
    /** The server's messages by field for the form on its way (a 422). */
    fieldErrors: undefined as FieldErrors | undefined,
    /** The company whose logo is on its way. */
    logoSaving: null as string | null,
  });

  const read = memberRead(stores, state, async () => {
    const { data, error } = await api.GET('/api/me/companies');
    if (!data) throw error;
    return { companies: data.data };
  });

  /** A company as the server answered it, in its place (its role kept), or added as its owner. */
  function keep(company: Company): void {
    const known = state.companies.some((mine) => mine.company.slug === company.slug);
    const companies = known
      ? state.companies.map((mine) =>
          mine.company.slug === company.slug ? { ...mine, company } : mine,
        )
      : [...state.companies, { company, role: 'owner' as const }];
    state.companies = companies.sort((a, b) => a.company.name.localeCompare(b.company.name, 'tr'));
  }

  /**
   * Sends a company's form as `key` (its slug, or `new`), one at a time: a 422 shows by its fields,
   * anything else as a toast. Answers the company as saved, or undefined.
   */
  async function send(
    key: string,
    call: () => Promise<{ data?: { data: Company }; error?: unknown; response: Response }>,
    saved: MessageId,
  ): Promise<Company | undefined> {
    if (state.saving !== null) return undefined;
    Object.assign(state, { saving: key, fieldErrors: undefined });
    try {
      const { data, error, response } = await call();
      if (!data) {
        if (response.status === 422) state.fieldErrors = fieldErrorsOf(error);
        throw error;
      }
      keep(data.data);
      toasts.show(t(saved), 'success');
      return data.data;
    } catch (failure) {
      if (!state.fieldErrors) toasts.show(failureMessage(failure, t), 'error');
      return undefined;
    } finally {
      state.saving = null;
    }
  }

  /**
   * Runs a change of a company's logo while it shows as busy; a refusal says why in a toast.
   * Answers whether it went through.
   */
  async function changeLogo(
    slug: string,
    call: () => Promise<{ data?: { data: Company }; error?: unknown }>,
  ): Promise<boolean> {
    if (state.logoSaving !== null) return false;
    state.logoSaving = slug;
    try {
      const { data, error } = await call();
      if (!data) throw error;
      keep(data.data);
      return true;
    } catch (failure) {
      toasts.show(failureMessage(failure, t), 'error');
      return false;
    } finally {
      state.logoSaving = null;
    }
  }

  const path = (slug: string) => ({ params: { path: { companySlug: slug } } });

  return {
    state,

    /** Reads them again, as the profile's section opens. */
    load: read.fresh,

    /** Reads them again after a failure, which the section shows until the answer. */
    retry: read.retry,

    /** Reads them once this session, for the job forms' 'Post as'. */
    loadOnce: read.known,

    /** Creates a company, the member its owner. */
    create: (values: CompanyValues) =>
      send('new', () => api.POST('/api/companies', { body: values }), 'toast.companyCreated'),

    /** Saves a company's details. */
    update: (slug: string, values: CompanyValues) =>
      send(
        slug,
        () => api.PATCH('/api/companies/{companySlug}', { ...path(slug), body: values }),
        'toast.companySaved',
      ),

    /** Sets or replaces a company's logo. */
    setLogo: (slug: string, file: File) =>
      changeLogo(slug, () =>
        api.PUT('/api/companies/{companySlug}/logo', {
          ...path(slug),
          body: { logo: file },
          bodySerializer: formDataOf,
        }),
      ),

    /** Takes a company's logo away: its initials show instead. */
    removeLogo: (slug: string) =>
      changeLogo(slug, () => api.DELETE('/api/companies/{companySlug}/logo', path(slug))),
  };
});
