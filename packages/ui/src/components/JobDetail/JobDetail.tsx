import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { Job } from '../../types';
import { Badge } from '../Badge/Badge';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './JobDetail.css';

/**
 * Beyond DOMPurify's defaults (no scripts, handlers or javascript: links): no forms that could
 * phish, and no styles that could cover the page. The editor produces none of these.
 */
const sanitizeOptions = {
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style'],
  FORBID_ATTR: ['style'],
};

export interface JobDetailProps {
  /** The job for the slug in the address; undefined (or an empty job) when no job has it. */
  job: Pick<Job, 'title' | 'salary' | 'work_type' | 'description'> | undefined;
  /** What the empty state says when there is no such job. */
  notFoundNote?: string;
}

/** A job's detail: title, salary, work type and the description as sanitised HTML. */
export function JobDetail({
  job,
  notFoundNote = 'This job could not be found. It may have been removed, or the link may be wrong.',
}: JobDetailProps) {
  // Sanitised here too, although the server already did: HTML from elsewhere is never trusted.
  const html = useMemo(
    () => DOMPurify.sanitize(job?.description ?? '', sanitizeOptions),
    [job?.description],
  );

  if (!job?.title) {
    return (
      <section className={styles.root} aria-label="Job detail">
        <p className={styles.note}>{notFoundNote}</p>
      </section>
    );
  }
  return (
    <article className={styles.root}>
      <h1 className={styles.title}>{job.title}</h1>
      <div className={styles.badges}>
        {job.salary && <Badge tone="green">{job.salary}</Badge>}
        <WorkTypeBadge code={job.work_type} />
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above. */}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
