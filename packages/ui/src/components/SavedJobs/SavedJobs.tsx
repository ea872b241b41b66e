import { hrefs, type Job } from '@job/contract';
import { lazy, Suspense, useId } from 'react';
import { pageTitle } from '../../styles/heading.css';
import { panel, panelNote } from '../../styles/panel.css';
import { useTexts } from '../../texts/TextsProvider';
import { withLink } from '../../texts/withLink';
import { Link } from '../Link/Link';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { Skeleton, SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './SavedJobs.css';

const SavedJobsAccordion = lazy(() =>
  import('./SavedJobsAccordion').then((module) => ({ default: module.SavedJobsAccordion })),
);

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

/** The entries the loading skeleton draws, named for React. */
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
  if (loading) return <SavedJobsSkeleton />;
  if (jobs.length === 0) {
    return (
      <p className={panelNote}>
        {withLink(t, 'saved.none', 'browse', <Link href={hrefs.home()}>{t('saved.browse')}</Link>)}
      </p>
    );
  }
  return (
    // The accordion is for a member's saved jobs; a visitor, asked to sign in, never downloads it.
    <Suspense fallback={<SavedJobsSkeleton />}>
      <SavedJobsAccordion
        jobs={jobs}
        defaultOpen={defaultOpen}
        onUnsave={onUnsave}
        unsavingSlug={unsavingSlug}
      />
    </Suspense>
  );
}

/** Where the entries will be: a few, as their count is unknown. */
function SavedJobsSkeleton() {
  const { t } = useTexts();
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
