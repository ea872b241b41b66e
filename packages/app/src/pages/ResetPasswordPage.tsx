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

/** The new password for one link; a link without a token is as good as expired: a new one is offered. */
function ResetWithLink({ token }: { token: string }) {
  const [account, { reset }] = useAccount();
  useEffect(() => account.clear('reset'), [account]);
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
