import type { MessageId } from '@job/texts';
import { useTexts } from '@job/ui';
import { useEffect } from 'react';
import { accountOf } from '../state/account';
import { useAuth, useStores } from '../state/hooks';
import { usePageTitle } from './usePageTitle';

/**
 * The sign-in and sign-up forms' props from the session: busy while the request runs, and the
 * server's message of a failed attempt in red under the form. A fresh visit starts clean.
 */
export function useAccountForm(title: MessageId) {
  const account = accountOf(useStores());
  const { loading, errors } = useAuth();
  useEffect(() => account.clearErrors(), [account]);
  usePageTitle(useTexts().t(title));
  return { busy: loading, serverError: errors };
}
