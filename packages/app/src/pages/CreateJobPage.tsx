import { type CreateJobBody, type FieldErrors, hrefs } from '@job/contract';
import { CreateJobScreen, LeaveFormDialog, useTexts } from '@job/ui';
import { lazy, Suspense, useState } from 'react';
import { useAuth, useStores } from '../state/hooks';
import { jobFormsOf } from '../state/jobForms';
import { useLeaveWarning } from './useLeaveWarning';
import { usePageTitle } from './usePageTitle';
import { usePostAsCompanies } from './usePostAsCompanies';

// The account store and the notice come with a refusal that needs them, not with the form.
const VerificationNeeded = lazy(() => import('./VerificationNeeded'));

/**
 * `/create-job`, loaded on demand; its rich-text editor comes when first reached for. No client
 * guard (docs/spec.md section 6): signed out, the page says at the top that posting needs an account, and the server
 * refuses the job if sent all the same (the toast says so). Where posting needs a verified
 * address, the server's refusal (403) shows above the form, with a way to get the link.
 */
export default function CreateJobPage() {
  const stores = useStores();
  const { token } = useAuth();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [unverified, setUnverified] = useState<string>();
  const leaveWarning = useLeaveWarning();
  const companies = usePostAsCompanies();
  usePageTitle(useTexts().t('title.postJob'));

  async function submit(values: CreateJobBody) {
    setBusy(true);
    // The last refusal's messages go with it: a question removed since would misplace them.
    setFieldErrors(undefined);
    const refusal = await jobFormsOf(stores).create(values);
    // On success the user is already on their way to /, and the job is one of their postings:
    // their list, loaded with the profile, is read again there.
    if (!refusal) {
      void import('../state/myPostings').then(({ myPostingsOf }) => myPostingsOf(stores).forget());
    } else {
      setFieldErrors(refusal.fieldErrors);
      setUnverified(refusal.status === 403 ? refusal.message : undefined);
      setBusy(false);
    }
  }

  return (
    <>
      <CreateJobScreen
        onSubmit={submit}
        onEdit={leaveWarning.onEdit}
        busy={busy}
        fieldErrors={fieldErrors}
        companies={companies}
        signInFirst={
          token
            ? undefined
            : {
                signInHref: hrefs.login(hrefs.createJob()),
                signUpHref: hrefs.signup(hrefs.createJob()),
              }
        }
        verificationNeeded={
          unverified !== undefined && (
            <Suspense fallback={null}>
              <VerificationNeeded message={unverified} />
            </Suspense>
          )
        }
      />
      <LeaveFormDialog {...leaveWarning.dialog} />
    </>
  );
}
