import type { Job, ListQuery, WorkTypeSlug } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { JobRow } from '../JobRow/JobRow';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { ResultCount } from '../ResultCount/ResultCount';
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox';
import { Spinner } from '../Spinner/Spinner';
import { WorkplaceFilter } from '../WorkplaceFilter/WorkplaceFilter';
import * as styles from './JobList.css';
import { listHref } from './listHref';

export interface JobListProps {
  /** The rows of the current page. */
  jobs: readonly Job[];
  /** The list's state in the address (`parseListQuery`): the page, the search text, the workplace. */
  query: ListQuery;
  /** The category listed; none on the home list. Pages, the filter and the count stay inside it. */
  category?: WorkTypeSlug | null;
  /** How many jobs match the category, workplace and search, on all pages. */
  total: number;
  /** The moment the rows' posting dates are told from; see PostedDate. */
  now: Date;
  /** The list is being fetched; the spinner shows only while there is nothing to show yet. */
  loading?: boolean;
  /** A search is running; its spinner replaces the rows, which are about to change. */
  searching?: boolean;
  /** Told the text searched for; the search box starts with `query.q`. */
  onSearch: SearchBoxProps['onSearch'];
  /** Told the page a person chose; its link navigates through the app's router as well. */
  onPageChange?: PaginationProps['onPageChange'];
  /** The rows' save toggles; without it the rows have none. */
  saves?: ListSaves;
}

/** Which of the listed jobs the member has saved, and the toggles' callback, by slug. */
export interface ListSaves {
  saved: ReadonlySet<string>;
  /** The job whose save or unsave is on its way. */
  savingSlug?: string | null;
  onToggleSave: (slug: string) => void;
}

/**
 * A list of jobs: the search box, the count and the workplace filter, then a spinner, 'Not found'
 * or the rows, with pages below. Every link keeps the category, the search and the workplace.
 */
export function JobList({
  jobs,
  query,
  category,
  total,
  now,
  loading = false,
  searching = false,
  onSearch,
  onPageChange,
  saves,
}: JobListProps) {
  const firstLoad = loading && jobs.length === 0;
  const busy = searching || firstLoad;
  return (
    <div className={styles.root}>
      <SearchBox onSearch={onSearch} defaultValue={query.q} />
      <div className={styles.toolbar}>
        {/* Announced when a search or filter brings new results; empty while they are on their
            way, as the count on screen would be the old list's. */}
        <div className={styles.count} aria-live="polite">
          {!busy && <ResultCount total={total} q={query.q} category={category} />}
        </div>
        <WorkplaceFilter
          active={query.workplace}
          // A new filter starts again from the first page.
          hrefForWorkplace={(workplace) => listHref(category, { q: query.q, workplace })}
        />
      </div>
      <JobListBody
        jobs={jobs}
        now={now}
        loading={firstLoad}
        searching={searching}
        saves={saves}
        pagination={{
          page: query.page,
          total,
          hrefForPage: (page) => listHref(category, { ...query, page }),
          onPageChange,
        }}
      />
    </div>
  );
}

interface JobListBodyProps extends Pick<JobListProps, 'jobs' | 'now' | 'searching' | 'saves'> {
  /** The first fetch, with nothing to show yet. */
  loading: boolean;
  pagination: PaginationProps;
}

function JobListBody({ jobs, now, loading, searching, saves, pagination }: JobListBodyProps) {
  const { t } = useTexts();
  if (searching) return <Spinner label={t('jobList.searching')} />;
  if (loading) return <Spinner label={t('jobList.loading')} />;
  if (jobs.length === 0) return <p className={styles.notFound}>{t('jobList.notFound')}</p>;
  return (
    <>
      <ul className={styles.rows}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobRow
              job={job}
              now={now}
              {...(saves && {
                saved: saves.saved.has(job.slug),
                saving: saves.savingSlug === job.slug,
                onToggleSave: () => saves.onToggleSave(job.slug),
              })}
            />
          </li>
        ))}
      </ul>
      <Pagination {...pagination} />
    </>
  );
}
