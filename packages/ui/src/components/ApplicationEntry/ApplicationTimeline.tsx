import { useTexts } from '../../texts/TextsProvider';
import { applicationStatusLabelIds } from '../ApplicationStatusBadge/ApplicationStatusBadge';
import { PostedDate } from '../PostedDate/PostedDate';
import type { ApplicationBasics } from './ApplicationEntry';
import * as styles from './ApplicationEntry.css';

export interface ApplicationTimelineProps {
  application: Pick<ApplicationBasics, 'created_at' | 'stages' | 'withdrawn_at'>;
  /** The moment the dates are told from; see PostedDate. */
  now: Date;
}

/**
 * The way an application went, oldest first, each step with its date: sent, each stage the poster
 * moved it to, and its withdrawal. The steps wrap as a line on a phone.
 */
export function ApplicationTimeline({ application, now }: ApplicationTimelineProps) {
  const { t } = useTexts();
  const steps = [
    { key: 'applied', label: t('applicationDates.applied'), at: application.created_at },
    ...application.stages.map(({ status, at }, index) => ({
      key: `${index}-${status}`,
      label: `${t(applicationStatusLabelIds[status])}:`,
      at,
    })),
    ...(application.withdrawn_at
      ? [{ key: 'withdrawn', label: t('applicationDates.withdrawn'), at: application.withdrawn_at }]
      : []),
  ];
  return (
    <ol className={styles.timeline} aria-label={t('applicationStages.label')}>
      {steps.map(({ key, label, at }) => (
        <li key={key} className={styles.step}>
          {label} <PostedDate postedAt={at} now={now} />
        </li>
      ))}
    </ol>
  );
}
