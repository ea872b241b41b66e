import { ProfileScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useAuth, useSite, useStores } from '../state/hooks';
import { myPostingsOf } from '../state/myPostings';
import { loadFailure } from './loadFailure';
import { useAccount } from './useAccount';
import { usePageTitle } from './usePageTitle';

/**
 * `/profile`, loaded on demand: the member, their postings and their account's settings; only a
 * signed-in member gets here.
 */
export default function ProfilePage() {
  const myPostings = myPostingsOf(useStores());
  const { postings, loading, failureMessage, deletingSlug, renewingSlug } = useSnapshot(
    myPostings.state,
  );
  const [account, { name, password, deletion, resend }] = useAccount();
  const { auth } = useAuth();
  const { now } = useSite();
  useEffect(() => {
    void myPostings.load();
  }, [myPostings]);
  useEffect(() => {
    for (const form of ['name', 'password', 'deletion'] as const) account.clear(form);
  }, [account]);
  usePageTitle(useTexts().t('title.profile'));
  return (
    auth && (
      <ProfileScreen
        user={auth}
        postings={postings}
        loading={loading}
        failed={loadFailure(failureMessage, () => void myPostings.retry(), loading)}
        now={new Date(now)}
        onDelete={(slug) => void myPostings.delete(slug)}
        onRenew={(slug) => void myPostings.renew(slug)}
        deletingSlug={deletingSlug}
        renewingSlug={renewingSlug}
        verification={{
          onResend: () => void account.resendVerification(),
          resendState: resend.state,
          resendError: resend.error,
        }}
        nameForm={{ onSubmit: account.updateName, ...name }}
        passwordForm={{ onSubmit: account.changePassword, ...password }}
        deleteForm={{ onSubmit: account.deleteAccount, ...deletion }}
      />
    )
  );
}
