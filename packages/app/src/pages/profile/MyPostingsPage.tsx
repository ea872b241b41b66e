import { MyPostingsScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSite, useStores } from '../../state/hooks';
import { myPostingsOf } from '../../state/myPostings';
import { loadFailure } from '../loadFailure';
import { usePageTitle } from '../usePageTitle';

/** `/profile/postings`: the member's own postings, to edit, delete or renew. */
export default function MyPostingsPage() {
  const myPostings = myPostingsOf(useStores());
  const { postings, loading, failureMessage, deletingSlug, renewingSlug } = useSnapshot(
    myPostings.state,
  );
  const { now } = useSite();
  useEffect(() => {
    void myPostings.load();
  }, [myPostings]);
  usePageTitle(useTexts().t('myPostings.title'));
  return (
    <MyPostingsScreen
      postings={postings}
      loading={loading}
      failed={loadFailure(failureMessage, () => void myPostings.retry(), loading)}
      now={new Date(now)}
      onDelete={(slug) => void myPostings.delete(slug)}
      onRenew={(slug) => void myPostings.renew(slug)}
      deletingSlug={deletingSlug}
      renewingSlug={renewingSlug}
    />
  );
}
