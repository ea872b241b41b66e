import { type CreateJobBody, type FieldErrors, hrefs } from '@job/contract';
import { CreateJobScreen, LeaveFormDialog, useTexts } from '@job/ui';
import { useState } from 'react';
import { useAuth, useStores } from '../state/hooks';
import { jobFormsOf } from '../state/jobForms';
import { myPostingsOf } from '../state/myPostings';
import { useAccount } from './useAccount';
import { useLeaveWarning } from './useLeaveWarning';
import { usePageTitle } from './usePageTitle';

/**
 * `/create-job`, loaded on demand; its rich-text editor comes when first reached for. No client
 * guard (docs/spec.md section 6): signed out, the page says at the top that posting needs an account, and the server
 * refuses the job if sent all the same (the toast says so). Where posting needs a verified
 * address, the server's refusal (403) shows above the form, with a way to get the link.
 */
export default function CreateJobPage() {
  const stores = useStores();
  const [account, { resend }] = useAccount();
  const { token } = useAuth();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const [unverified, setUnverified] = useState<string>();
  const leaveWarning = useLeaveWarning();
  usePageTitle(useTexts().t('title.postJob'));

  async function submit(values: CreateJobBody) {
    setBusy(true);
    const refusal = await jobFormsOf(stores).create(values);
    // On success the user is already on their way to /, and the job is one of their postings.
    if (!refusal) myPostingsOf(stores).forget();
    else {
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
        signInFirst={
          token
            ? undefined
            : {
                signInHref: hrefs.login(hrefs.createJob()),
                signUpHref: hrefs.signup(hrefs.createJob()),
              }
        }
        verificationNeeded={
          unverified === undefined
            ? undefined
            : {
                message: unverified,
                onResend: () => void account.resendVerification(),
                resendState: resend.state,
                resendError: resend.error,
              }
        }
      />
      <LeaveFormDialog {...leaveWarning.dialog} />
    </>
  );
}
