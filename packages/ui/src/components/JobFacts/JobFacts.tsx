import { hrefs, type Job, workplaceBySlug } from '@job/contract';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import type { IconShapeProps } from '../Icon/Icon';
import { ClockIcon, CompanyIcon, LocationIcon, WorkplaceIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { PostedDate } from '../PostedDate/PostedDate';
import * as styles from './JobFacts.css';

export interface JobFactsProps {
  /** With a `company_page`, the company's name is the link to its page. */
  job: Pick<Job, 'company' | 'location' | 'workplace' | 'created_at'> &
    Partial<Pick<Job, 'company_page'>>;
  /** The moment the posting date is told from ('3 gün önce'); see PostedDate. */
  now: Date;
}

/**
 * Who is hiring, where, how, and when it was posted: a line of small facts with icons; a company
 * with a page on the board is a link to it. Each fact the job lacks (an old job has no company, city or workplace) is left out, not shown empty.
 */
export function JobFacts({ job, now }: JobFactsProps) {
  const { t } = useTexts();
  const workplace = workplaceBySlug(job.workplace);
  return (
    <dl className={styles.root}>
      {job.company_page ? (
        <Fact term={t('jobFacts.company')} icon={CompanyIcon}>
          {/* Its own link, beside (never inside) a row's link to the job. */}
          <Link href={hrefs.company(job.company_page.slug)} className={styles.companyLink}>
            {job.company_page.name}
          </Link>
        </Fact>
      ) : (
        job.company && (
          <Fact term={t('jobFacts.company')} icon={CompanyIcon}>
            {job.company}
          </Fact>
        )
      )}
      {job.location && (
        <Fact term={t('jobFacts.location')} icon={LocationIcon}>
          {job.location}
        </Fact>
      )}
      {workplace && (
        <Fact term={t('jobFacts.workplace')} icon={WorkplaceIcon}>
          {t(workplace.labelId)}
        </Fact>
      )}
      <Fact term={t('jobFacts.posted')} icon={ClockIcon}>
        <PostedDate postedAt={job.created_at} now={now} />
      </Fact>
    </dl>
  );
}

/**
 * One fact: its name for screen readers (its icon's shapes say it to the eye), then its value. A
 * company's facts (`CompanyFacts`) are told the same way.
 */
export function Fact({
  term,
  icon: FactIcon,
  children,
}: {
  term: string;
  icon: (props: IconShapeProps) => ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.fact}>
      <dt className={visuallyHidden}>{term}</dt>
      <dd className={styles.value}>
        <FactIcon size={14} className={styles.icon} />
        <span className={styles.text}>{children}</span>
      </dd>
    </div>
  );
}
