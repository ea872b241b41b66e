import type { Job } from '@job/contract';
import { subscribe } from 'valtio';
import { applicationsOf, openApplicationDate } from '../state/applications';
import { moderationOf } from '../state/moderation';
import { myPostingsOf } from '../state/myPostings';
import type { Stores } from '../state/stores';

/** What a posting's page shows a signed-in member beyond what it shows everyone. */
export interface MemberPostingFacts {
  /** The posting these facts are of. */
  slug: string;
  /** When the member applied to it; undefined if they have not, or if nobody asked. */
  appliedAt?: string;
  /** The posting is the member's own. */
  ownPosting: boolean;
  /**
   * While the public read finds nothing: the posting off the board (awaiting approval or taken
   * down) as its poster or a moderator may read it, or none, and whether it is still on its way.
   */
  offBoard: { job?: Job; loading: boolean };
}

export interface FollowedPosting {
  slug: string;
  /** The member's session; what was read for another session is not theirs. */
  token: string;
  moderator: boolean;
  /** The public read found no posting at `slug` (not that it failed or is on its way). */
  publiclyMissing: boolean;
  /** Follow the member's application to it too (the detail's 'Başvur' says when they applied). */
  applied: boolean;
}

/**
 * Keeps `facts` up to date with what the posting at `slug` is to a signed-in member: their
 * application to it, whether it is theirs, and, once the public read finds nothing, the posting off
 * the board as they may read it. Reads their applications and postings (once a session) and, for a
 * moderator, the posting off the board. Loaded on a member's first posting page, so that a
 * visitor's never carries these stores. Answers how to stop following.
 */
export function followMemberPostingFacts(
  stores: Stores,
  followed: FollowedPosting,
  facts: Partial<MemberPostingFacts>,
): () => void {
  const { slug, token, moderator, publiclyMissing, applied } = followed;
  const applications = applied ? applicationsOf(stores) : undefined;
  const myPostings = myPostingsOf(stores);
  const moderation = moderationOf(stores);
  void applications?.loadMineOnce();
  void myPostings.loadOnce();
  if (publiclyMissing && moderator) void moderation.openOffBoard(slug);

  const update = () => {
    const { mine } = applications?.state ?? {};
    // The member's postings once read for this session; undefined until then.
    const postings = myPostings.state.readFor === token ? myPostings.state.postings : undefined;
    Object.assign(facts, {
      slug,
      appliedAt: mine?.readFor === token ? openApplicationDate(mine.applications, slug) : undefined,
      ownPosting: postings?.some((posting) => posting.slug === slug) ?? false,
      offBoard: offBoardOf(postings),
    } satisfies MemberPostingFacts);
  };

  function offBoardOf(postings: readonly Job[] | undefined): MemberPostingFacts['offBoard'] {
    if (!publiclyMissing) return { loading: false };
    const own = postings?.find((posting) => posting.slug === slug && posting.moderation);
    if (own) return { job: own, loading: false };
    if (moderator) {
      const { offBoard } = moderation.state;
      const read = offBoard?.slug === slug ? offBoard : undefined;
      return { job: read?.job ?? undefined, loading: !read || read.loading };
    }
    return { loading: postings === undefined };
  }

  update();
  const stops = [applications?.state, myPostings.state, moderation.state]
    .filter((state) => state !== undefined)
    .map((state) => subscribe(state, update));
  return () => {
    for (const stop of stops) stop();
  };
}
