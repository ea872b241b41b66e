import { useState } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import type { Job } from '../../types';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './JobRow.css';

/** Where a job's detail lives; the app routes `/detail/:slug` to the detail view. */
export function detailHref(slug: string): string {
  return `/detail/${encodeURIComponent(slug)}`;
}

export interface JobRowProps {
  job: Pick<Job, 'title' | 'slug' | 'info' | 'image' | 'salary' | 'work_type'>;
}

/** One job in the list: image, title, brief, work type and salary, and a link to its detail. */
export function JobRow({ job }: JobRowProps) {
  return (
    <article className={styles.root}>
      {/* Keyed by address so that a new image gets a fresh chance after an old one failed. */}
      <JobImage key={job.image ?? ''} src={job.image} />
      <div className={styles.body}>
        <h2 className={styles.title}>{job.title}</h2>
        {job.info && <p className={styles.info}>{job.info}</p>}
        <div className={styles.badges}>
          <WorkTypeBadge code={job.work_type} />
          {job.salary && <Badge tone="green">{job.salary}</Badge>}
        </div>
      </div>
      <ButtonLink href={detailHref(job.slug)} size="small">
        Detail<span className={visuallyHidden}>: {job.title}</span>
      </ButtonLink>
    </article>
  );
}

/** The job's image, or a neutral placeholder when there is none or it fails to load. */
function JobImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={styles.placeholder} data-testid="job-image-placeholder">
        <BriefcaseIcon />
      </div>
    );
  }
  // Decorative: the title next to it says what the job is.
  return <img className={styles.image} src={src} alt="" onError={() => setFailed(true)} />;
}

function BriefcaseIcon() {
  return (
    <Icon>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </Icon>
  );
}
