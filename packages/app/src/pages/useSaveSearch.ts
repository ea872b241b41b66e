import { type AlertFrequency, hrefs, type ListQuery, type WorkTypeSlug } from '@job/contract';
import { listHref, type SaveSearchProps } from '@job/ui';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { failureMessage } from '../api/client';
import type { AlertCriteria } from '../state/alerts';
import { useAuth, useStores } from '../state/hooks';
import type { Stores } from '../state/stores';

/**
 * How often a visitor asked to be mailed, carried through the login in the list's address
 * (`?alert=daily`), so the list they come back to saves the alert.
 */
const pendingParameter = 'alert';

function pendingFrequency(search: string): AlertFrequency | undefined {
  const asked = new URLSearchParams(search).get(pendingParameter);
  return asked === 'instant' || asked === 'daily' ? asked : undefined;
}

/** What downloads on first use; a download that fails (offline) says why, as a failed call does. */
async function downloaded<T>(stores: Stores, download: Promise<T>): Promise<T | undefined> {
  try {
    return await download;
  } catch (failure) {
    stores.toasts.show(failureMessage(failure, stores.language.t), 'error');
    return undefined;
  }
}

/** The words of the dialog and of the alerts' toasts. */
async function savedWords(stores: Stores): Promise<true> {
  await stores.language.ensure(['saved']);
  return true;
}

/** Saves an alert with the alerts store and the words of its toast, both downloaded on first use. */
async function save(
  stores: Stores,
  criteria: AlertCriteria,
  frequency: AlertFrequency,
): Promise<boolean> {
  const loaded = await downloaded(
    stores,
    Promise.all([import('../state/alerts'), savedWords(stores)]),
  );
  return loaded ? loaded[0].alertsOf(stores).save(criteria, frequency) : false;
}

/**
 * 'Bu aramayı kaydet' on a list page: the dialog opens once its words are here; a member's choice
 * saves the list's criteria as an alert, a visitor's sends them to sign in and back to the list,
 * which then saves it. The alerts store and the dialog's words download on first use, never with
 * the list.
 */
export function useSaveSearch(category: WorkTypeSlug | null, query: ListQuery): SaveSearchProps {
  const stores = useStores();
  const { token } = useAuth();
  const [, navigate] = useLocation();
  const pending = pendingFrequency(useSearch());
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  // An alert mails the jobs posted since its last mail, which any date window holds: it saves
  // the rest of the list's filters (the README's differences).
  const { q, workplace, city, salary } = query;

  // Back from the login with the choice made before it: saved once, the address cleaned.
  useEffect(() => {
    if (!token || !pending) return;
    navigate(listHref(category, { ...query, page: 1 }), { replace: true });
    void save(stores, { q, category, workplace, city, salary }, pending);
  }, [stores, token, pending, category, query, q, workplace, city, salary, navigate]);

  return {
    open,
    signedIn: token !== null,
    saving,
    withDateWindow: query.posted !== undefined,
    async onOpenChange(next) {
      // Opened once its words are here, so the dialog never shows an id.
      if (!next || (await downloaded(stores, savedWords(stores)))) setOpen(next);
    },
    async onSave(frequency) {
      if (!token) {
        const back = new URL(listHref(category, query), 'http://list.invalid');
        back.searchParams.set(pendingParameter, frequency);
        navigate(hrefs.login(`${back.pathname}${back.search}`));
        return;
      }
      setSaving(true);
      const saved = await save(stores, { q, category, workplace, city, salary }, frequency);
      setSaving(false);
      if (saved) setOpen(false);
    },
  };
}
