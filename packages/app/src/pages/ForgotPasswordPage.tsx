import { ForgotPasswordScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useAccount } from './useAccount';
import { usePageTitle } from './usePageTitle';

/** `/forgot-password`, loaded on demand: asks for the address a reset link goes to. */
export default function ForgotPasswordPage() {
  const [account, { forgot }] = useAccount();
  useEffect(() => account.clear('forgot'), [account]);
  usePageTitle(useTexts().t('title.forgotPassword'));
  return (
    <ForgotPasswordScreen
      onSubmit={account.forgotPassword}
      busy={forgot.busy}
      serverError={forgot.serverError}
      fieldErrors={forgot.fieldErrors}
      sentTo={forgot.sentTo ?? undefined}
      onAskAgain={account.askAgain}
    />
  );
}
