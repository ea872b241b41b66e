import { hrefs, type Job } from '@job/contract';
import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './SimilarJobs.css';

export interface SimilarJobsProps {
  /** A few jobs like the one the reader could not go on with; none renders nothing. */
  jobs: readonly Job[];
  /** What the jobs have in common, as their heading; 'Benzer ilanlar' by default. */
  heading?: string;
}

/**
 * 'Benzer ilanlar' where a reader would otherwise stop (a posting that ended, the page after
 * applying, a search with no results): a short list of jobs, each its title as a link, its company
 * and its work type. Nothing at all when there are none: an offer, never an error.
 */
export function SimilarJobs({ jobs, heading }: SimilarJobsProps) {
  const { t } = useTexts();
  const headingId = useId();
  if (jobs.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading ?? t('similarJobs.heading')}
      </h2>
      <ul className={styles.list}>
        {jobs.map((job) => (
          <li key={job.slug} className={styles.item}>
            <span className={styles.what}>
              <Link href={hrefs.detail(job.slug)} className={styles.title}>
                {job.title}
              </Link>
              {job.company && <span className={styles.company}>{job.company}</span>}
            </span>
            <WorkTypeBadge code={job.work_type} />
          </li>
        ))}
      </ul>
    </section>
  );
}
