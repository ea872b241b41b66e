import type { Job } from '@job/contract';
import type { ReactNode } from 'react';
import { HomeLayout } from '../components/HomeLayout/HomeLayout';
import { JobCompany } from '../components/JobCompany/JobCompany';
import { JobDetail, type JobDetailProps } from '../components/JobDetail/JobDetail';
import { JobDetailSkeleton } from '../components/JobDetail/JobDetailSkeleton';
import { LoadFailed, type LoadFailure } from '../components/LoadFailed/LoadFailed';
import { useTexts } from '../texts/TextsProvider';
import { jobPostingJsonLd } from './jobPosting';

export interface DetailScreenProps extends Omit<JobDetailProps, 'job'> {
  /** The job for the slug in the address; undefined when no job has it. */
  job: Job | undefined;
  /** The job is being fetched (a deep link, a reload): the detail's shape until it arrives. */
  loading?: boolean;
  /**
   * The job did not arrive (the server failed or could not be reached; a 404 is `job` undefined):
   * why, and a retry, in place of the detail.
   */
  failed?: LoadFailure | null;
  /** The site's origin, which makes the addresses given to search engines absolute. */
  origin: string;
  /**
   * Jobs to go on with (`SimilarJobs`, loaded on demand by the app), under a job that cannot be
   * applied to: none has the address, it has expired, or it is off the board.
   */
  similarJobs?: ReactNode;
  /**
   * A job posted as a company (`job.company_page`): the company's other open jobs, listed under the
   * detail with the company; none lists nothing but the company.
   */
  companyJobs?: readonly Job[];
}

/**
 * `/detail/{slug}`: the home layout with the job's detail as its child view (and, for a job posted
 * as a company, the company with its other jobs), and a live job as schema.org JobPosting data for
 * search engines.
 */
export function DetailScreen({
  job,
  loading = false,
  failed,
  origin,
  similarJobs,
  companyJobs = [],
  ...detail
}: DetailScreenProps) {
  const { t } = useTexts();
  const postingData = job && jobPostingJsonLd(job, origin, t('brand.name'));
  if (loading) {
    return (
      <HomeLayout>
        <JobDetailSkeleton label={t('detailScreen.loading')} />
      </HomeLayout>
    );
  }
  if (failed) {
    return (
      <HomeLayout>
        <LoadFailed message={t('detailScreen.loadFailed')} {...failed} />
      </HomeLayout>
    );
  }
  return (
    <HomeLayout>
      <JobDetail job={job} {...detail} />
      {job?.title && job.company_page && (
        <JobCompany
          company={job.company_page}
          otherJobs={companyJobs.filter((other) => other.slug !== job.slug)}
        />
      )}
      {(!job?.title || job.expired || job.moderation) && similarJobs}
      {postingData && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped.
          dangerouslySetInnerHTML={{ __html: postingData }}
        />
      )}
    </HomeLayout>
  );
}
