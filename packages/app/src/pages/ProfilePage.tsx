import { ProfileScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useAuth, useMembers, useSite, useStores } from '../state/hooks';
import { usePageTitle } from './usePageTitle';

/** `/profile`, loaded on demand: the member and their postings; only a signed-in member gets here. */
export default function ProfilePage() {
  const { members } = useStores();
  const { auth } = useAuth();
  const { postings, postingsLoading, deletingSlug, renewingSlug } = useMembers();
  const { now } = useSite();
  useEffect(() => {
    void members.loadPostings();
  }, [members]);
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
      />
    )
  );
}
