import type { Job } from '@job/contract';
import { salaryText } from '../../screens/salary';
import { useTexts } from '../../texts/TextsProvider';
import { ApplyAction, type ApplyActionProps } from '../ApplyAction/ApplyAction';
import { Badge } from '../Badge/Badge';
import { JobFacts, type JobFactsProps } from '../JobFacts/JobFacts';
import type { SaveToggleOptions } from '../JobRow/JobRow';
import { ReportAction, type ReportActionProps } from '../ReportAction/ReportAction';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './JobDetail.css';
import { useSanitizedHtml } from './sanitizedHtml';

export interface JobDetailProps
  extends SaveToggleOptions,
    Pick<ApplyActionProps, 'appliedAt' | 'ownPosting' | 'signInFirst'> {
  /** The job for the slug in the address; undefined (or an empty job) when no job has it. */
  job:
    | (Pick<Job, 'salary' | 'work_type' | 'description'> &
        ApplyActionProps['job'] &
        JobFactsProps['job'])
    | undefined;
  /** The moment the posting and application dates are told from; see PostedDate. */
  now: Date;
  /** 'Bildir' under the detail, when the app takes reports (never on the member's own posting). */
  report?: Omit<ReportActionProps, 'slug'>;
}

/**
 * A job's detail: title, company, place and posting date, salary, work type, its one 'Başvur'
 * action (above the description, so a phone shows it without scrolling) and the description as
 * sanitised HTML; a note when the posting has expired, and a save toggle when the app handles
 * saving.
 */
export function JobDetail({
  job,
  now,
  appliedAt,
  ownPosting,
  saved = false,
  saving,
  onToggleSave,
  signInHref,
  signInFirst,
  report,
}: JobDetailProps) {
  const texts = useTexts();
  const { t } = texts;
  const html = useSanitizedHtml(job?.description ?? '');

  if (!job?.title) {
    return (
      <section className={styles.root} aria-label={t('jobDetail.label')}>
        <p className={styles.note}>{t('jobDetail.notFound')}</p>
      </section>
    );
  }
  return (
    <article className={styles.root}>
      {job.expired && (
        <p role="status" className={styles.expired}>
          {t('jobDetail.expired')}
        </p>
      )}
      <div className={styles.heading}>
        <h1 className={styles.title}>{job.title}</h1>
        {onToggleSave && (
          <SaveToggle
            saved={saved}
            saving={saving}
            onToggleSave={onToggleSave}
            signInHref={signInHref}
          />
        )}
      </div>
      <div className={styles.facts}>
        <JobFacts job={job} now={now} />
      </div>
      <div className={styles.badges}>
        {job.salary && <Badge tone="salary">{salaryText(job.salary, texts)}</Badge>}
        <WorkTypeBadge code={job.work_type} />
      </div>
      <div className={styles.apply}>
        <ApplyAction
          job={job}
          appliedAt={appliedAt}
          ownPosting={ownPosting}
          signInFirst={signInFirst}
          now={now}
        />
      </div>
      {html === undefined ? (
        <div className={styles.description} aria-busy="true" />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by useSanitizedHtml (on the server, when saved).
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {report && !ownPosting && (
        // A div, not a p: the report's <dialog> may not sit in a paragraph, and a browser reading
        // the rendered page would close the paragraph before it (a hydration mismatch).
        <div className={styles.report}>
          <ReportAction {...report} slug={job.slug} />
        </div>
      )}
    </article>
  );
}
