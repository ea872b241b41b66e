import { hrefs, type Job } from '@job/contract';
import * as Accordion from '@radix-ui/react-accordion';
import { useId } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panel, panelNote } from '../../styles/panel.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { withLink } from '../../texts/withLink';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/Button';
import { ChevronDownIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { SaveToggle } from '../SaveToggle/SaveToggle';
import { Skeleton, SkeletonBlock } from '../Skeleton/Skeleton';
import { WorkTypeBadge } from '../WorkTypeBadge/WorkTypeBadge';
import * as styles from './SavedJobs.css';

export interface SavedJobsProps {
  /** The member's saved jobs, newest saved first, expired ones included. */
  jobs: readonly Job[];
  /** Whether a member is signed in; a visitor is asked to sign in instead. */
  signedIn: boolean;
  /** The saved jobs are being fetched: a skeleton of the entries stands where they will be. */
  loading?: boolean;
  /**
   * The saved jobs could not be loaded: the spec's 'Not found' with the reason and a retry in
   * place of the entries. Wins over `loading`.
   */
  failed?: LoadFailure | null;
  /** The slug of the entry shown open at first; all closed when left out. */
  defaultOpen?: string;
  /** Told of a press on an entry's save toggle: the member unsaves that job. */
  onUnsave: (slug: string) => void;
  /** The job whose unsave is on its way. */
  unsavingSlug?: string | null;
}

/** The entries the loading skeleton draws, named for React: a few, as their count is unknown. */
const skeletonEntries = ['first', 'second', 'third'];

/**
 * 'SAVED JOBS': an accordion of the member's saved jobs, each title opening its brief, salary,
 * work type, a link to its detail and a toggle to unsave it; an expired job is marked.
 */
export function SavedJobs(props: SavedJobsProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={props.loading}>
      <h1 id={headingId} className={pageTitle}>
        {t('saved.title')}
      </h1>
      <SavedJobsBody {...props} />
    </section>
  );
}

function SavedJobsBody({
  jobs,
  signedIn,
  loading = false,
  failed,
  defaultOpen,
  onUnsave,
  unsavingSlug,
}: SavedJobsProps) {
  const { t } = useTexts();
  if (!signedIn) {
    return (
      <p className={panelNote}>
        {withLink(
          t,
          'saved.signInToSee',
          'signIn',
          <Link href={hrefs.login(hrefs.savedJobs())}>{t('saved.signIn')}</Link>,
        )}
      </p>
    );
  }
  if (failed) {
    return (
      <div className={styles.failed}>
        <LoadFailed message={t('saved.loadFailed')} {...failed} />
      </div>
    );
  }
  if (loading) {
    return (
      <Skeleton label={t('saved.loading')} className={styles.list}>
        {skeletonEntries.map((entry) => (
          <div key={entry} className={[styles.item, styles.skeletonEntry].join(' ')}>
            <SkeletonBlock width="half" />
          </div>
        ))}
      </Skeleton>
    );
  }
  if (jobs.length === 0) {
    return (
      <p className={panelNote}>
        {withLink(t, 'saved.none', 'browse', <Link href={hrefs.home()}>{t('saved.browse')}</Link>)}
      </p>
    );
  }
  return (
    <Accordion.Root type="single" collapsible defaultValue={defaultOpen} className={styles.list}>
      {jobs.map((job) => (
        <Accordion.Item key={job.slug} value={job.slug} className={styles.item}>
          {/* An h2 under the screen's h1, where Radix would render an h3. */}
          <Accordion.Header asChild>
            <h2 className={styles.itemHeading}>
              <Accordion.Trigger className={styles.trigger}>
                <span className={styles.triggerTitle}>{job.title}</span>
                {job.expired && <Badge tone="caution">{t('saved.expired')}</Badge>}
                <ChevronDownIcon className={styles.chevron} size={18} />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            {job.info && <p>{job.info}</p>}
            <div className={styles.badges}>
              {job.salary && <Badge tone="salary">{job.salary}</Badge>}
              <WorkTypeBadge code={job.work_type} />
            </div>
            <div className={styles.actions}>
              <ButtonLink href={hrefs.detail(job.slug)} size="small">
                {t('saved.viewJob')}
                <span className={visuallyHidden}>: {job.title}</span>
              </ButtonLink>
              <SaveToggle
                saved
                saving={unsavingSlug === job.slug}
                onToggleSave={() => onUnsave(job.slug)}
                jobTitle={job.title}
              />
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
