import { type Company, hrefs, type Job } from '@job/contract';
import { useId } from 'react';
import { CompanyHeader, CompanyHeaderSkeleton } from '../components/CompanyHeader/CompanyHeader';
import { JobRows, JobRowsSkeleton, type ListSaves } from '../components/JobList/JobList';
import { Link } from '../components/Link/Link';
import { LoadFailed, type LoadFailure } from '../components/LoadFailed/LoadFailed';
import * as noResultsStyles from '../components/NoResults/NoResults.css';
import { Pagination, type PaginationProps } from '../components/Pagination/Pagination';
import { Skeleton } from '../components/Skeleton/Skeleton';
import { useTexts } from '../texts/TextsProvider';
import * as styles from './CompanyScreen.css';

export interface CompanyScreenProps {
  /** The company for the slug in the address; undefined when no company has it. */
  company: Company | undefined;
  /** The company is being fetched: the header's and the rows' shapes until it arrives. */
  loading?: boolean;
  /** The company did not arrive: why, and a retry, in place of the page (a 404 is `company` undefined). */
  failed?: LoadFailure | null;
  /** Its open jobs on the current page, newest first. */
  jobs: readonly Job[];
  /** How many open jobs it has, on all pages. */
  jobsTotal: number;
  /** The page of its jobs shown, 1-based (`?page=2`). */
  page: number;
  /** Its jobs are being fetched (the company is here): their rows' skeleton. */
  jobsLoading?: boolean;
  /** Its jobs did not load (the company did): why, and a retry, in place of the rows. */
  jobsFailed?: LoadFailure | null;
  /** The moment the rows' posting dates are told from; see PostedDate. */
  now: Date;
  /** The rows' save toggles; without it the rows have none. */
  saves?: ListSaves;
  /** Told the page of jobs a person chose; its link navigates through the app's router as well. */
  onPageChange?: PaginationProps['onPageChange'];
  /** Where its owners change it: 'Şirketi düzenle' shows only when given (the viewer may). */
  editHref?: string | undefined;
}

/**
 * `/companies/{slug}`: a company's page: its header (logo, name, website, place, size, sector and
 * what it does), then its open jobs as the board's rows with pages; in their place a skeleton while
 * it loads, 'no company here' for an unknown address, a note when it has no open jobs, or the
 * failure with a retry.
 */
export function CompanyScreen({
  company,
  loading = false,
  failed,
  editHref,
  ...jobs
}: CompanyScreenProps) {
  const { t } = useTexts();
  if (failed) return <LoadFailed message={t('company.loadFailed')} {...failed} />;
  if (loading) {
    return (
      <div className={styles.root}>
        <Skeleton label={t('company.loading')}>
          <CompanyHeaderSkeleton />
        </Skeleton>
        <JobRowsSkeleton label={t('company.jobsLoading')} />
      </div>
    );
  }
  if (!company) {
    return (
      <div className={noResultsStyles.card}>
        <p className={noResultsStyles.message}>{t('company.notFound')}</p>
        <p className={noResultsStyles.nextSteps}>
          <Link href={hrefs.companies()} className={noResultsStyles.link}>
            {t('companies.all')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <CompanyHeader company={company} editHref={editHref} />
      <CompanyJobs company={company} {...jobs} />
    </div>
  );
}

type CompanyJobsProps = Pick<
  CompanyScreenProps,
  'jobs' | 'jobsTotal' | 'page' | 'jobsLoading' | 'jobsFailed' | 'now' | 'saves' | 'onPageChange'
> & { company: Company };

/** 'Açık ilanlar': the company's rows and pages, their skeleton, their failure, or that there are none. */
function CompanyJobs({
  company,
  jobs,
  jobsTotal,
  page,
  jobsLoading = false,
  jobsFailed,
  now,
  saves,
  onPageChange,
}: CompanyJobsProps) {
  const { t } = useTexts();
  const headingId = useId();
  const body = () => {
    if (jobsFailed) return <LoadFailed message={t('company.jobsLoadFailed')} {...jobsFailed} />;
    if (jobsLoading && jobs.length === 0) {
      return <JobRowsSkeleton label={t('company.jobsLoading')} />;
    }
    if (jobs.length === 0) {
      return (
        <div className={noResultsStyles.card}>
          <p className={noResultsStyles.message}>{t('company.noJobs', { name: company.name })}</p>
          <p className={noResultsStyles.nextSteps}>
            <Link href={hrefs.home()} className={noResultsStyles.link}>
              {t('company.browseJobs')}
            </Link>
          </p>
        </div>
      );
    }
    return (
      <>
        <JobRows jobs={jobs} now={now} saves={saves} />
        <Pagination
          page={page}
          total={jobsTotal}
          hrefForPage={(chosen) => hrefs.company(company.slug, chosen)}
          onPageChange={onPageChange}
        />
      </>
    );
  };
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.jobsHeading}>
        {t('company.jobs')}
      </h2>
      {body()}
    </section>
  );
}
