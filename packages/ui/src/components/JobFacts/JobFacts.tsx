import { type Job, workplaceBySlug } from '@job/contract';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Icon } from '../Icon/Icon';
import { PostedDate } from '../PostedDate/PostedDate';
import * as styles from './JobFacts.css';

export interface JobFactsProps {
  job: Pick<Job, 'company' | 'location' | 'workplace' | 'created_at'>;
  /** The moment the posting date is told from ('3 gün önce'); see PostedDate. */
  now: Date;
}

/**
 * Who is hiring, where, how, and when it was posted: a line of small facts with icons. Each fact
 * the job lacks (an old job has no company, city or workplace) is left out, not shown empty.
 */
export function JobFacts({ job, now }: JobFactsProps) {
  const { t } = useTexts();
  const workplace = workplaceBySlug(job.workplace);
  return (
    <dl className={styles.root}>
      {job.company && (
        <Fact term={t('jobFacts.company')} icon={icons.company}>
          {job.company}
        </Fact>
      )}
      {job.location && (
        <Fact term={t('jobFacts.location')} icon={icons.location}>
          {job.location}
        </Fact>
      )}
      {workplace && (
        <Fact term={t('jobFacts.workplace')} icon={icons.workplace}>
          {t(workplace.labelId)}
        </Fact>
      )}
      <Fact term={t('jobFacts.posted')} icon={icons.posted}>
        <PostedDate postedAt={job.created_at} now={now} />
      </Fact>
    </dl>
  );
}

/** One fact: its name for screen readers (its icon's shapes say it to the eye), then its value. */
function Fact({ term, icon, children }: { term: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={visuallyHidden}>{term}</dt>
      <dd className={styles.value}>
        <Icon size={14} className={styles.icon}>
          {icon}
        </Icon>
        <span className={styles.text}>{children}</span>
      </dd>
    </div>
  );
}

/** The shapes of each fact's icon, drawn on Icon's 24-unit grid. */
const icons = {
  company: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="1.5" />
      <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3" />
    </>
  ),
  location: (
    <>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  workplace: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  posted: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
};
