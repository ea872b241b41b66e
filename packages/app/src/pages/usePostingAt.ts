import type { Job } from '@job/contract';
import type { LoadFailure } from '@job/ui';
import { useEffect, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useAuth, useStores } from '../state/hooks';
import type { MemberPostingFacts } from './memberPostingFacts';
import { useDetailJob } from './useDetailJob';

/**
 * What the posting at `slug` is to the member signed in (`followMemberPostingFacts`), once their
 * code has loaded; undefined for a visitor, and in a server render or its hydration, which are
 * signed out (`useAuth`).
 */
function useMemberPostingFacts(
  slug: string,
  publiclyMissing: boolean,
  applied: boolean,
): MemberPostingFacts | undefined {
  const stores = useStores();
  const { auth, token } = useAuth();
  const moderator = token !== null && auth?.role === 'moderator';
  const [facts] = useState(() => proxy<Partial<MemberPostingFacts>>({}));
  const read = useSnapshot(facts);
  useEffect(() => {
    if (!token) return;
    let left = false;
    let stop: (() => void) | undefined;
    void import('./memberPostingFacts').then(({ followMemberPostingFacts }) => {
      if (left) return;
      const followed = { slug, token, moderator, publiclyMissing, applied };
      stop = followMemberPostingFacts(stores, followed, facts);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [stores, facts, slug, token, moderator, publiclyMissing, applied]);
  if (!token) return undefined;
  // Until they arrive (or while another posting's are still there), nothing is known yet.
  if (read.slug !== slug)
    return { slug, ownPosting: false, offBoard: { loading: publiclyMissing } };
  // The snapshot is frozen; the screens only read it.
  return read as MemberPostingFacts;
}

/**
 * The posting at `slug` as its reader may see it: on the board, for everyone (`useDetailJob`); off
 * it, for its poster and the moderators, so that the poster can still read and edit a posting that
 * waits for approval or was taken down. With `applied`, also when the member applied to it; and
 * whether it is theirs.
 */
export function usePostingAt(
  slug: string,
  { applied = false } = {},
): {
  job: Job | undefined;
  loading: boolean;
  failed: LoadFailure | null;
  appliedAt?: string | undefined;
  ownPosting: boolean;
} {
  const publicRead = useDetailJob(slug);
  const publiclyMissing = !publicRead.job && !publicRead.failed && !publicRead.loading;
  const member = useMemberPostingFacts(slug, publiclyMissing, applied);
  return {
    // Facts followed before the public read settled may still speak of the posting off the board.
    job: publicRead.job ?? (publiclyMissing ? member?.offBoard.job : undefined),
    loading: publicRead.loading || (publiclyMissing && (member?.offBoard.loading ?? false)),
    failed: publicRead.failed,
    appliedAt: member?.appliedAt,
    ownPosting: member?.ownPosting ?? false,
  };
}
