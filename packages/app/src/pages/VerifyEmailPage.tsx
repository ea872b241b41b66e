import { useTexts, VerifyEmailScreen } from '@job/ui';
import { useEffect } from 'react';
import { useAuth } from '../state/hooks';
import { useAccount } from './useAccount';
import { useLinkToken } from './useLinkToken';
import { usePageTitle } from './usePageTitle';

/**
 * `/verify-email#token=…`, loaded on demand: the page a verification mail's link opens. It
 * verifies as it opens (the store sends a link once, however often the page mounts); signed in,
 * an expired link can be replaced from here.
 */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  const [account, { verification, resend }] = useAccount();
  const signedIn = useAuth().token !== null;
  useEffect(() => {
    void account.verifyEmail(token);
  }, [account, token]);
  usePageTitle(useTexts().t('title.verifyEmail'));
  return (
    <VerifyEmailScreen
      status={verification}
      signedIn={signedIn}
      onResend={() => void account.resendVerification()}
      resendState={resend.state}
      resendError={resend.error}
    />
  );
}
