import { AccountSettingsScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useAuth } from '../../state/hooks';
import { useAccount } from '../useAccount';
import { usePageTitle } from '../usePageTitle';
import { useVerification } from '../useVerification';

/** `/profile/settings`: whether the address is verified, the name, the password, deleting the account. */
export default function AccountSettingsPage() {
  const [account, { name, password, deletion }] = useAccount();
  const { auth } = useAuth();
  const verification = useVerification();
  // A form's answer is not shown on a later visit: cleared on leaving, as the forms' own effects
  // (a refusal opens the deletion's confirmation) run before this page's on the way back.
  useEffect(
    () => () => {
      for (const form of ['name', 'password', 'deletion'] as const) account.clear(form);
    },
    [account],
  );
  usePageTitle(useTexts().t('settings.title'));
  return (
    auth && (
      <AccountSettingsScreen
        user={auth}
        verification={verification}
        nameForm={{ onSubmit: account.updateName, ...name }}
        passwordForm={{ onSubmit: account.changePassword, ...password }}
        deleteForm={{ onSubmit: account.deleteAccount, ...deletion }}
      />
    )
  );
}
