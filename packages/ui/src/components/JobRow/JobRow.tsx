import { hrefs, type Job, shownSalary } from '@job/contract';
import { useId, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { BriefcaseIcon } from '../Icon/icons';
import { JobFacts, type JobFactsProps } from '../JobFacts/JobFacts';
import { Link } from '../Link/Link';
import { SaveToggle, type SaveToggleProps } from '../SaveToggle/SaveToggle';
import { SkeletonBlock } from '../Skeleton/Skeleton';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './JobRow.css';

/** The save toggle's props, all optional: a row without `onToggleSave` has no toggle. */
export type SaveToggleOptions = Partial<
  Pick<SaveToggleProps, 'saved' | 'saving' | 'onToggleSave' | 'signInHref'>
>;

export interface JobRowProps extends SaveToggleOptions {
  job: Pick<Job, 'title' | 'slug' | 'info' | 'image' | 'salary' | 'salary_range' | 'work_type'> &
    JobFactsProps['job'];
  /** The moment the posting date is told from; see PostedDate. */
  now: Date;
}

/**
 * One job in the list: image, title (the link to its detail, which the whole row answers to),
 * brief, company, place and posting date, work type and salary, the quiet 'Detail' link, and a
 * save toggle when the app handles saving.
 */
export function JobRow({ job, now, saved = false, saving, onToggleSave, signInHref }: JobRowProps) {
  const texts = useTexts();
  const titleId = useId();
  const detailId = useId();
  const detailHref = hrefs.detail(job.slug);
  return (
    <article className={styles.root}>
      <JobLogo job={job} />
      <h2 className={styles.title}>
        <Link id={titleId} href={detailHref} className={styles.titleLink}>
          {job.title}
        </Link>
      </h2>
      {onToggleSave && (
        <div className={styles.save}>
          <SaveToggle
            saved={saved}
            saving={saving}
            onToggleSave={onToggleSave}
            jobTitle={job.title}
            signInHref={signInHref}
          />
        </div>
      )}
      {job.info && <p className={styles.info}>{job.info}</p>}
      <div className={styles.facts}>
        <JobFacts job={job} now={now} />
      </div>
      <div className={styles.footer}>
        <JobBadges job={job} />
        {/* The spec's Detail, quiet: the title is the row's main link. Named 'Detail' and the
            job's title: one of many such links on the page. */}
        <Link
          href={detailHref}
          className={styles.detail}
          aria-labelledby={`${detailId} ${titleId}`}
        >
          <span id={detailId}>{texts.t('jobRow.detail')}</span>
        </Link>
      </div>
    </article>
  );
}

/** A job's work type and salary badges, in this order in the list and on the detail. */
export function JobBadges({ job }: { job: Pick<Job, 'salary' | 'salary_range' | 'work_type'> }) {
  const texts = useTexts();
  return (
    <div className={styles.badges}>
      <WorkTypeBadge code={job.work_type} />
      {job.salary && <Badge tone="salary">{shownSalary(job, texts)}</Badge>}
    </div>
  );
}

/** A job's logo, the same size in the list and on the detail. */
export function JobLogo({ job }: { job: Pick<Job, 'image'> }) {
  // Keyed by address so that a new image gets a fresh chance after an old one failed.
  return <JobImage key={job.image ?? ''} src={job.image} />;
}

/**
 * A row's shape while the list loads, in the row's own box: picture, title, brief, facts and a
 * badge, so the rows take its place without moving the page. Draw it inside a
 * `Skeleton`, which tells screen readers what is loading.
 */
export function JobRowSkeleton() {
  return (
    <div className={styles.root}>
      <SkeletonBlock shape="image" className={styles.logo} />
      <SkeletonBlock shape="heading" width="half" className={styles.title} />
      <SkeletonBlock width="threeQuarters" className={styles.info} />
      <SkeletonBlock width="third" className={styles.facts} />
      <div className={styles.footer}>
        <SkeletonBlock shape="badge" />
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
