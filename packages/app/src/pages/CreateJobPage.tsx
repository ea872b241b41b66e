import type { CreateJobBody, FieldErrors } from '@job/contract';
import { CreateJobScreen, useTexts } from '@job/ui';
import { useState } from 'react';
import { useStores } from '../state/hooks';
import { usePageTitle } from './usePageTitle';

/**
 * `/create-job`, loaded on demand with the rich-text editor. No client guard (docs/spec.md
 * section 6): signed out, the server refuses the job and the toast says so.
 */
export default function CreateJobPage() {
  const stores = useStores();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  usePageTitle(useTexts().t('title.postJob'));

  async function submit(values: CreateJobBody) {
    setBusy(true);
    const errors = await stores.jobs.create(values);
    // On success the user is already on their way to /.
    if (errors) {
      setFieldErrors(errors);
      setBusy(false);
    }
  }

  return <CreateJobScreen onSubmit={submit} busy={busy} fieldErrors={fieldErrors} />;
}
