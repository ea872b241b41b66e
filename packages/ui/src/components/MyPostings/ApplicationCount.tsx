import type { Job } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './MyPostings.css';

export interface ApplicationCountProps {
  /** A posting's applications, as `myJobs` counts them. */
  count: NonNullable<Job['applications']>;
}

/**
 * How many applications a posting has and how many are new ('5 başvuru · 2 yeni'), the new ones
 * stressed while there are any; 'Henüz başvuru yok' before the first.
 */
export function ApplicationCount({ count }: ApplicationCountProps) {
  const { t } = useTexts();
  if (count.total === 0) return <>{t('applicationCount.none')}</>;
  const fresh = t('applicationCount.new', { count: count.new });
  return (
    <>
      {t('applicationCount.total', { count: count.total })}
      {' · '}
      {count.new > 0 ? <strong className={styles.newCount}>{fresh}</strong> : fresh}
    </>
  );
}
