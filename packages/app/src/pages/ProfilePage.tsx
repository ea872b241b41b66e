import { ProfileScreen } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { deletePosting, loadPostings, renewPosting, useMembers } from '../state/members';
import { useAuth } from '../state/session';
import { siteState } from '../state/site';
import { usePageTitle } from './usePageTitle';

/** `/profile`, loaded on demand: the member and their postings; only a signed-in member gets here. */
export default function ProfilePage() {
  const { auth } = useAuth();
  const { postings, postingsLoading, deletingSlug, renewingSlug } = useMembers();
  const { now } = useSnapshot(siteState);
  useEffect(() => {
    void loadPostings();
  }, []);
  usePageTitle('Profile');
  return (
    auth && (
      <ProfileScreen
        user={auth}
        postings={postings}
        loading={postingsLoading}
        now={new Date(now)}
        onDelete={(slug) => void deletePosting(slug)}
        onRenew={(slug) => void renewPosting(slug)}
        deletingSlug={deletingSlug}
        renewingSlug={renewingSlug}
      />
    )
  );
}
