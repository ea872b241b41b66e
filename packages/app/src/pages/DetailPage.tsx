import { DetailScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { applicationsOf } from '../state/applications';
import { useAuth, useSite, useStores } from '../state/hooks';
import { moderationOf } from '../state/moderation';
import { myPostingsOf } from '../state/myPostings';
import type { PageProps } from './pageProps';
import { similarJobs } from './similarJobs';
import { usePageTitle } from './usePageTitle';
import { usePostingAt } from './usePostingAt';
import { useSaves } from './useSaves';

/**
 * What the posting's 'Başvur' says to a signed-in member: when they applied, or that the posting
 * is theirs. Known once their applications and postings are read (once a session); nothing for a
 * visitor, nor in a server render or its hydration, which are signed out (`useAuth`).
 */
function useMemberApplyFacts(slug: string) {
  const stores = useStores();
  const applications = applicationsOf(stores);
  const myPostings = myPostingsOf(stores);
  const { mine } = useSnapshot(applications.state);
  const postings = useSnapshot(myPostings.state);
  const { token } = useAuth();
  useEffect(() => {
    if (!token) return;
    void applications.loadMineOnce();
    void myPostings.loadOnce();
  }, [applications, myPostings, token]);
  if (!token) return {};
  const application =
    mine.readFor === token
      ? mine.applications.find((applied) => applied.posting.slug === slug)
      : undefined;
  return {
    appliedAt: application?.created_at,
    ownPosting:
      postings.readFor === token && postings.postings.some((posting) => posting.slug === slug),
  };
}

/**
 * `/detail/{slug}`, loaded on demand: the job from the loaded list, or fetched on a deep link (its
 * skeleton meanwhile, and why with a retry when it does not arrive); to its poster and the
 * moderators, also when it is off the board.
 */
export default function DetailPage({ params: { slug } }: PageProps<'detail'>) {
  const stores = useStores();
  const { origin, now } = useSite();
  const { job, loading, failed } = usePostingAt(slug);
  const { t } = useTexts();
  usePageTitle(
    job?.title ?? (loading || failed ? undefined : t('title.jobNotFound')),
    job?.info || undefined,
  );
  const { saved, savingSlug, onToggleSave, signInHref } = useSaves(job ? [job] : []);
  const { appliedAt, ownPosting } = useMemberApplyFacts(slug);
  const moderation = moderationOf(stores);
  const { reportingSlug, sendingReport } = useSnapshot(moderation.state);
  return (
    <DetailScreen
      job={job}
      loading={loading}
      failed={failed}
      origin={origin}
      now={new Date(now)}
      saved={job !== undefined && saved.has(job.slug)}
      saving={job !== undefined && savingSlug === job.slug}
      onToggleSave={() => job && onToggleSave(job.slug)}
      signInHref={job && signInHref?.(job.slug)}
      signInFirst={signInHref !== undefined}
      appliedAt={appliedAt}
      ownPosting={ownPosting}
      similarJobs={similarJobs({ job })}
      report={{
        open: reportingSlug === slug,
        onOpenChange: (open) => moderation.setReporting(open ? slug : null),
        onSend: (report) => void moderation.report(slug, report),
        sending: sendingReport,
      }}
    />
  );
}
