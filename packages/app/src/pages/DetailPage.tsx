import type { Job } from '@job/contract';
import { DetailScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { companyOtherJobsOf, otherJobsAt } from '../state/companyOtherJobs';
import { useSite, useStores } from '../state/hooks';
import { reportsOf } from '../state/reports';
import type { PageProps } from './pageProps';
import { similarJobs } from './similarJobs';
import { usePageTitle } from './usePageTitle';
import { usePostingAt } from './usePostingAt';
import { useSaves } from './useSaves';

/**
 * `/detail/{slug}`, loaded on demand: the job from the loaded list, or fetched on a deep link (its
 * skeleton meanwhile, and why with a retry when it does not arrive); to its poster and the
 * moderators, also when it is off the board.
 */
export default function DetailPage({ params: { slug } }: PageProps<'detail'>) {
  const stores = useStores();
  const { origin, now } = useSite();
  // 'Başvur' says to a signed-in member when they applied, or that the posting is theirs.
  const { job, loading, failed, appliedAt, ownPosting } = usePostingAt(slug, { applied: true });
  const { t } = useTexts();
  usePageTitle(
    job?.title ?? (loading || failed ? undefined : t('title.jobNotFound')),
    job?.info || undefined,
  );
  const { saved, savingSlug, onToggleSave, signInHref } = useSaves(job ? [job] : []);
  const reports = reportsOf(stores);
  const { reportingSlug, sending } = useSnapshot(reports.state);
  const companyJobs = useCompanyJobs(job);
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
      companyJobs={companyJobs}
      report={{
        open: reportingSlug === slug,
        onOpenChange: (open) => void reports.setReporting(open ? slug : null),
        onSend: (report) => void reports.report(slug, report),
        sending,
      }}
    />
  );
}

/** The other open jobs of the company a job was posted as, once read; none for no company. */
function useCompanyJobs(job: Job | undefined) {
  const otherJobs = companyOtherJobsOf(useStores());
  const { jobsByCompany } = useSnapshot(otherJobs.state);
  const companySlug = job?.company_page?.slug;
  useEffect(() => {
    if (companySlug) void otherJobs.load(companySlug);
  }, [otherJobs, companySlug]);
  return otherJobsAt(companySlug ? jobsByCompany[companySlug] : undefined, job?.slug);
}
