import type { FieldErrors, UpdateJobBody } from '@job/contract';
import { EditJobScreen, LeaveFormDialog, useTexts } from '@job/ui';
import { useState } from 'react';
import { useStores } from '../state/hooks';
import { jobFormsOf } from '../state/jobForms';
import type { PageProps } from './pageProps';
import { useLeaveWarning } from './useLeaveWarning';
import { usePageTitle } from './usePageTitle';
import { usePostingAt } from './usePostingAt';

/**
 * `/edit-job/{slug}`, loaded on demand with the editor: the member's job in the create form, filled.
 * Only the poster may save it; the server refuses anyone else, and the toast says so.
 */
export default function EditJobPage({ params: { slug } }: PageProps<'editJob'>) {
  const stores = useStores();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const leaveWarning = useLeaveWarning();
  // Off the board too: a poster edits the posting that waits for approval or was taken down.
  const { job, loading, failed } = usePostingAt(slug);
  const { t } = useTexts();
  usePageTitle(job ? t('title.editJobNamed', { title: job.title }) : t('title.editJob'));

  async function submit(values: UpdateJobBody) {
    setBusy(true);
    const refusal = await jobFormsOf(stores).update(slug, values);
    // On success the member is already on their way to the job's detail.
    if (refusal) {
      setFieldErrors(refusal.fieldErrors);
      setBusy(false);
    }
  }

  return (
    <>
      <EditJobScreen
        // A job opened after another starts from its own values.
        key={slug}
        job={job}
        loading={loading}
        failed={failed}
        onSubmit={submit}
        busy={busy}
        fieldErrors={fieldErrors}
        onEdit={leaveWarning.onEdit}
      />
      <LeaveFormDialog {...leaveWarning.dialog} />
    </>
  );
}
