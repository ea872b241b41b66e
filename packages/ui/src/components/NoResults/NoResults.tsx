import type { ReactNode } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import { SaveSearch, type SaveSearchProps } from '../SaveSearch/SaveSearch';
import * as styles from './NoResults.css';

export interface NoResultsProps {
  /**
   * The list without its search and filters: workplace, salary floor, date posted (or, for a
   * category with nothing in it, all jobs); none when nothing narrows the list.
   */
  widerHref?: string;
  /** Whether `widerHref` drops the list's filters ('Filtreleri temizle') or leaves its category. */
  wider?: 'clearFilters' | 'allJobs';
  /** 'Bu aramayı kaydet': the list's new jobs mailed when they come; none without. */
  saveSearch?: SaveSearchProps;
  /** Jobs to go on with (`SimilarJobs`), loaded on demand by the app; nothing while none. */
  children?: ReactNode;
  /**
   * The list ends before the page asked for (an old link to a list that has since shrunk, a page
   * typed into the address): said so, with the way to its last page instead of wider lists.
   */
  pastTheEnd?: { page: number; lastPage: number; lastHref: string };
}

/**
 * A list where nothing matched: the spec's 'Not found', then what to do next, never a dead end:
 * widen the list, or save it so its new jobs are mailed; similar jobs below. A page past the list's
 * end is no empty list: it leads back to the last page.
 */
export function NoResults({
  widerHref,
  wider = 'clearFilters',
  saveSearch,
  children,
  pastTheEnd,
}: NoResultsProps) {
  const { t } = useTexts();
  if (pastTheEnd) {
    const { page, lastPage, lastHref } = pastTheEnd;
    return (
      <div className={styles.card}>
        <p className={styles.message}>{t('jobList.pastLastPage', { page, last: lastPage })}</p>
        <p className={styles.nextSteps}>
          <Link href={lastHref} className={styles.link}>
            {t('jobList.toLastPage')}
          </Link>
        </p>
      </div>
    );
  }
  const hasNextStep = widerHref !== undefined || saveSearch !== undefined;
  return (
    <>
      <div className={styles.card}>
        <p className={styles.message}>{t('jobList.notFound')}</p>
        {hasNextStep && (
          <p className={styles.nextSteps}>
            {widerHref !== undefined && (
              <Link href={widerHref} className={styles.link}>
                {t(wider === 'allJobs' ? 'notFound.backHome' : 'noResults.clearFilters')}
              </Link>
            )}
            {saveSearch && <SaveSearch {...saveSearch} />}
          </p>
        )}
      </div>
      {children}
    </>
  );
}
