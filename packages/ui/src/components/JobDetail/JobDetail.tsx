import type { Job } from '@job/contract';
import { Badge } from '../Badge/Badge';
import { JobFacts, type JobFactsProps } from '../JobFacts/JobFacts';
import type { SaveToggleOptions } from '../JobRow/JobRow';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './JobDetail.css';
import { useSanitizedHtml } from './sanitizedHtml';

export interface JobDetailProps extends SaveToggleOptions {
  /** The job for the slug in the address; undefined (or an empty job) when no job has it. */
  job:
    | (Pick<Job, 'title' | 'salary' | 'work_type' | 'description'> &
        Partial<Pick<Job, 'expired'>> &
        JobFactsProps['job'])
    | undefined;
  /** The moment the posting date is told from; see PostedDate. */
  now: Date;
  /** What the empty state says when there is no such job. */
  notFoundNote?: string;
}

/**
 * A job's detail: title, company, place and posting date, salary, work type and the description
 * as sanitised HTML; a note when the posting has expired, and a save toggle when the app handles
 * saving.
 */
export function JobDetail({
  job,
  now,
  saved = false,
  saving,
  onToggleSave,
  notFoundNote = 'This job could not be found. It may have been removed, or the link may be wrong.',
}: JobDetailProps) {
  const html = useSanitizedHtml(job?.description ?? '');

  if (!job?.title) {
    return (
      <section className={styles.root} aria-label="Job detail">
        <p className={styles.note}>{notFoundNote}</p>
      </section>
    );
  }
  return (
    <article className={styles.root}>
      {job.expired && (
        <p role="status" className={styles.expired}>
          Bu ilanın süresi doldu
        </p>
      )}
      <div className={styles.heading}>
        <h1 className={styles.title}>{job.title}</h1>
        {onToggleSave && <SaveToggle saved={saved} saving={saving} onToggleSave={onToggleSave} />}
      </div>
      <div className={styles.facts}>
        <JobFacts job={job} now={now} />
      </div>
      <div className={styles.badges}>
        {job.salary && <Badge tone="green">{job.salary}</Badge>}
        <WorkTypeBadge code={job.work_type} />
      </div>
      {html === undefined ? (
        <div className={styles.description} aria-busy="true" />
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by useSanitizedHtml (on the server, when saved).
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </article>
  );
}
