import { hrefs, type Job } from '@job/contract';
import { useId, useState } from 'react';
import { salaryText } from '../../screens/salary';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { BriefcaseIcon } from '../Icon/icons';
import { JobFacts, type JobFactsProps } from '../JobFacts/JobFacts';
import { SaveToggle, type SaveToggleProps } from '../SaveToggle/SaveToggle';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './JobRow.css';

/** The save toggle's props, all optional: a row without `onToggleSave` has no toggle. */
export type SaveToggleOptions = Partial<
  Pick<SaveToggleProps, 'saved' | 'saving' | 'onToggleSave' | 'signInHref'>
>;

export interface JobRowProps extends SaveToggleOptions {
  job: Pick<Job, 'title' | 'slug' | 'info' | 'image' | 'salary' | 'work_type'> &
    JobFactsProps['job'];
  /** The moment the posting date is told from; see PostedDate. */
  now: Date;
}

/**
 * One job in the list: image, title, brief, company, place and posting date, work type and
 * salary, a link to its detail, and a save toggle when the app handles saving.
 */
export function JobRow({ job, now, saved = false, saving, onToggleSave, signInHref }: JobRowProps) {
  const texts = useTexts();
  const titleId = useId();
  const detailId = useId();
  return (
    <article className={styles.root}>
      {/* Keyed by address so that a new image gets a fresh chance after an old one failed. */}
      <JobImage key={job.image ?? ''} src={job.image} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {job.title}
        </h2>
        {job.info && <p className={styles.info}>{job.info}</p>}
        <div className={styles.facts}>
          <JobFacts job={job} now={now} />
        </div>
        <div className={styles.badges}>
          <WorkTypeBadge code={job.work_type} />
          {job.salary && <Badge tone="salary">{salaryText(job.salary, texts)}</Badge>}
        </div>
      </div>
      <div className={styles.actions}>
        {onToggleSave && (
          <SaveToggle
            saved={saved}
            saving={saving}
            onToggleSave={onToggleSave}
            jobTitle={job.title}
            signInHref={signInHref}
          />
        )}
        {/* Named 'Detail' and the job's title: one of many such links on the page. */}
        <ButtonLink
          href={hrefs.detail(job.slug)}
          size="small"
          aria-labelledby={`${detailId} ${titleId}`}
        >
          <span id={detailId}>{texts.t('jobRow.detail')}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

/**
 * A row's shape while the list loads, in the row's own box: picture, title, brief, facts, badge
 * and the Detail button, so the rows take its place without moving the page. Draw it inside a
 * `Skeleton`, which tells screen readers what is loading.
 */
export function JobRowSkeleton() {
  return (
    <div className={styles.root}>
      <SkeletonBlock shape="image" />
      <div className={styles.body}>
        <SkeletonBlock shape="heading" width="half" />
        <SkeletonBlock width="threeQuarters" className={styles.info} />
        <SkeletonBlock width="third" className={styles.facts} />
        <div className={styles.badges}>
          <SkeletonBlock shape="badge" />
        </div>
      </div>
      <div className={styles.actions}>
        <SkeletonBlock shape="button" className={styles.detailSkeleton} />
      </div>
    </div>
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
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={styles.imageSize}
      height={styles.imageSize}
      onError={() => setFailed(true)}
    />
  );
}
