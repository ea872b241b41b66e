import type { Job } from '@job/contract';
import type { LoadFailure } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useAuth, useStores } from '../state/hooks';
import { moderationOf } from '../state/moderation';
import { myPostingsOf } from '../state/myPostings';
import { useDetailJob } from './useDetailJob';

/**
 * The posting of `slug` off the board (taken down, or awaiting approval), for the two who may read
 * it once the public read found nothing: its poster, among their own postings (read once a
 * session), and a moderator, who asks for it. Nothing for anyone else, as for a visitor; nothing
 * in a server render or its hydration, which are signed out (`useAuth`).
 */
function useOffBoardJob(slug: string, publiclyMissing: boolean): { job?: Job; loading: boolean } {
  const stores = useStores();
  const myPostings = myPostingsOf(stores);
  const postings = useSnapshot(myPostings.state);
  const moderation = moderationOf(stores);
  const { offBoard } = useSnapshot(moderation.state);
  const { auth, token } = useAuth();
  const moderator = token !== null && auth?.role === 'moderator';
  useEffect(() => {
    if (!publiclyMissing || !token) return;
    void myPostings.loadOnce();
    if (moderator) void moderation.openOffBoard(slug);
  }, [moderation, moderator, myPostings, publiclyMissing, slug, token]);
  if (!token || !publiclyMissing) return { loading: false };
  const postingsRead = postings.readFor === token;
  const own = postingsRead
    ? postings.postings.find((posting) => posting.slug === slug && posting.moderation)
    : undefined;
  // The snapshot is frozen; the screen only reads it.
  if (own) return { job: own as Job, loading: false };
  if (moderator) {
    const read = offBoard?.slug === slug ? offBoard : undefined;
    return { job: (read?.job as Job | null) ?? undefined, loading: !read || read.loading };
  }
  return { loading: !postingsRead };
}

/**
 * The posting at `slug` as its reader may see it: on the board, for everyone (`useDetailJob`); off
 * it, for its poster and the moderators (`useOffBoardJob`), so that the poster can still read and
 * edit a posting that waits for approval or was taken down.
 */
export function usePostingAt(slug: string): {
  job: Job | undefined;
  loading: boolean;
  failed: LoadFailure | null;
} {
  const publicRead = useDetailJob(slug);
  const offBoard = useOffBoardJob(
    slug,
    !publicRead.job && !publicRead.failed && !publicRead.loading,
  );
  return {
    job: publicRead.job ?? offBoard.job,
    loading: publicRead.loading || offBoard.loading,
    failed: publicRead.failed,
  };
}
