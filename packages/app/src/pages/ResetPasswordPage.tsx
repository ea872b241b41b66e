import { ResetPasswordScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useAccount } from './useAccount';
import { useLinkToken } from './useLinkToken';
import { usePageTitle } from './usePageTitle';

/**
 * `/reset-password#token=…`, loaded on demand: the page a reset mail's link opens, with a fresh
 * form for each link (another may be opened in the same tab).
 */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  usePageTitle(useTexts().t('title.resetPassword'));
  return <ResetWithLink key={token} token={token} />;
}

/**
 * The new password for one link, once the server has said it works; a used, replaced or expired
 * link, or one without a token, says so as it opens and offers a new one.
 */
function ResetWithLink({ token }: { token: string }) {
  const [account, { reset }] = useAccount();
  useEffect(() => {
    void account.openResetLink(token);
  }, [account, token]);
  return (
    <ResetPasswordScreen
      onSubmit={(values) => void account.resetPassword(token, values)}
      busy={reset.busy}
      serverError={reset.serverError}
      fieldErrors={reset.fieldErrors}
      linkExpired={token === '' || reset.linkExpired}
    />
  );
}
