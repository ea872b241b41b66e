import { ProfileScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useAuth, useMembers, useSite, useStores } from '../state/hooks';
import { useAccount } from './useAccount';
import { usePageTitle } from './usePageTitle';

/**
 * `/profile`, loaded on demand: the member, their postings and their account's settings; only a
 * signed-in member gets here.
 */
export default function ProfilePage() {
  const { members } = useStores();
  const [account, { name, password, deletion, resend }] = useAccount();
  const { auth } = useAuth();
  const { postings, postingsLoading, deletingSlug, renewingSlug } = useMembers();
  const { now } = useSite();
  useEffect(() => {
    void members.loadPostings();
  }, [members]);
  useEffect(() => {
    for (const form of ['name', 'password', 'deletion'] as const) account.clear(form);
  }, [account]);
  usePageTitle(useTexts().t('title.profile'));
  return (
    auth && (
      <ProfileScreen
        user={auth}
        postings={postings}
        loading={postingsLoading}
        now={new Date(now)}
        onDelete={(slug) => void members.deletePosting(slug)}
        onRenew={(slug) => void members.renewPosting(slug)}
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
