import type { FieldErrors } from '@job/contract';
import { CreateJobForm } from '@job/ui';
import { useState } from 'react';
import { createJob, type NewJob } from '../state/jobs';
import { usePageTitle } from './usePageTitle';

/**
 * `/create-job`, loaded on demand with the rich-text editor. No client guard (spec section 6):
 * signed out, the server refuses the job and the toast says so.
 */
export default function CreateJobPage() {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  usePageTitle('Create job');

  async function submit(values: NewJob) {
    setBusy(true);
    const errors = await createJob(values);
    // On success the user is already on their way to /.
    if (errors) {
      setFieldErrors(errors);
      setBusy(false);
    }
  }

  return <CreateJobForm onSubmit={submit} busy={busy} fieldErrors={fieldErrors} />;
}
