import { AccountSettingsScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useAuth, useStores } from '../../state/hooks';
import { myDataExportOf } from '../../state/myDataExport';
import { useAccount } from '../useAccount';
import { usePageTitle } from '../usePageTitle';
import { useVerification } from '../useVerification';

/**
 * `/profile/settings`: whether the address is verified, the name, the password, downloading the
 * member's data, deleting the account.
 */
export default function AccountSettingsPage() {
  const [account, { name, password, deletion }] = useAccount();
  const { auth } = useAuth();
  const verification = useVerification();
  const dataExport = myDataExportOf(useStores());
  const { downloading } = useSnapshot(dataExport.state);
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
        dataExport={{ onDownload: () => void dataExport.download(), downloading }}
      />
    )
  );
}
