import { hrefs, type Job, type JobCompany as JobCompanyPage } from '@job/contract';
import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';
import { Link } from '../Link/Link';
import { SimilarJobs } from '../SimilarJobs/SimilarJobs';
import * as styles from './JobCompany.css';

export interface JobCompanyProps {
  /** The company the job was posted as (`job.company_page`). */
  company: JobCompanyPage;
  /** Its other open jobs, this one left out; none shows no list. */
  otherJobs: readonly Job[];
}

/**
 * Under a job posted as a company: the company, its logo and its name as the link to its page,
 * then 'Other jobs at {company}', a short list of its other open jobs when it has any.
 */
export function JobCompany({ company, otherJobs }: JobCompanyProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.company}>
        <CompanyLogo name={company.name} logo={company.logo} />
        <h2 id={headingId} className={styles.name}>
          <Link href={hrefs.company(company.slug)}>{company.name}</Link>
        </h2>
      </div>
      <SimilarJobs
        jobs={otherJobs}
        heading={t('jobCompany.otherJobs', { company: company.name })}
      />
    </section>
  );
}
