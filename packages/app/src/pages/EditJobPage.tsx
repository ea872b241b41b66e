import type { FieldErrors, PosterQuestion, UpdateJobBody } from '@job/contract';
import { EditJobScreen, LeaveFormDialog, useTexts } from '@job/ui';
import { useEffect, useState } from 'react';
import { useStores } from '../state/hooks';
import { jobFormsOf } from '../state/jobForms';
import type { PageProps } from './pageProps';
import { useLeaveWarning } from './useLeaveWarning';
import { usePageTitle } from './usePageTitle';
import { usePostAsCompanies } from './usePostAsCompanies';
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
  const companies = usePostAsCompanies();
  // Off the board too: a poster edits the posting that waits for approval or was taken down.
  const { job, loading, failed } = usePostingAt(slug);
  const questions = usePosterQuestions(slug);
  const { t } = useTexts();
  usePageTitle(job ? t('title.editJobNamed', { title: job.title }) : t('title.editJob'));

  async function submit(values: UpdateJobBody) {
    setBusy(true);
    // The last refusal's messages go with it: a question removed since would misplace them.
    setFieldErrors(undefined);
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
        loading={loading || companies === undefined}
        failed={failed}
        onSubmit={submit}
        busy={busy}
        fieldErrors={fieldErrors}
        questions={questions}
        companies={companies}
        onEdit={leaveWarning.onEdit}
      />
      <LeaveFormDialog {...leaveWarning.dialog} />
    </>
  );
}

/**
 * The posting's screening questions with their rules, which the public posting leaves out; undefined
 * until read, and when they cannot be (the form then leaves them as they are).
 */
function usePosterQuestions(slug: string): PosterQuestion[] | undefined {
  const stores = useStores();
  const [read, setRead] = useState<{ slug: string; questions: PosterQuestion[] | undefined }>();
  useEffect(() => {
    let left = false;
    void jobFormsOf(stores)
      .questionsOf(slug)
      .then((questions) => {
        if (!left) setRead({ slug, questions });
      });
    return () => {
      left = true;
    };
  }, [stores, slug]);
  return read?.slug === slug ? read.questions : undefined;
}
