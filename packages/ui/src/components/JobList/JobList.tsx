import {
  type FilterCounts,
  feedHref,
  hrefs,
  isPastTheLastPage,
  type Job,
  type ListQuery,
  limits,
  listFilterParams,
  type WorkTypeSlug,
} from '@job/contract';
import { hrefIn } from '@job/texts';
import type { ReactNode } from 'react';
import { textButton } from '../../styles/textButton.css';
import { useTexts } from '../../texts/TextsProvider';
import { JobRow, JobRowSkeleton } from '../JobRow/JobRow';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { NoResults, type NoResultsProps } from '../NoResults/NoResults';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { pageCountOf } from '../Pagination/paginate';
import { ResultCount } from '../ResultCount/ResultCount';
import { SaveSearch, type SaveSearchProps } from '../SaveSearch/SaveSearch';
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox';
import { Skeleton, SkeletonBlock } from '../Skeleton/Skeleton';
import { WorkplaceFilter } from '../WorkplaceFilter/WorkplaceFilter';
import * as styles from './JobList.css';
import { listHref } from './listHref';

export interface JobListProps {
  /** The rows of the current page. */
  jobs: readonly Job[];
  /**
   * The list's state in the address (`parseListQuery`): the page, the search text, the workplace,
   * the salary floor, the date posted.
   */
  query: ListQuery;
  /** The category listed; none on the home list. Pages, the filter and the count stay inside it. */
  category?: WorkTypeSlug | null;
  /** How many jobs match the category, search and filters, on all pages. */
  total: number;
  /**
   * How many jobs each filter's choice would list (`FilterCounts`): the workplace chips' here, the
   * side panel's through HomeScreen; none while not known.
   */
  counts?: FilterCounts | undefined;
  /** The moment the rows' posting dates are told from; see PostedDate. */
  now: Date;
  /**
   * The list is being fetched; its skeleton shows only while there is nothing to show yet (another
   * page of the same list keeps the rows on screen until it arrives).
   */
  loading?: boolean;
  /** A search is running; the skeleton replaces the rows, which are about to change. */
  searching?: boolean;
  /**
   * The list could not be loaded: that it could not, the reason and a retry in place of the rows;
   * no 'Not found', no count and no pages, since nothing is known of what it holds. Wins over
   * `loading` and `searching`.
   */
  failed?: LoadFailure | null;
  /** Told the text searched for; the search box starts with `query.q`. */
  onSearch: SearchBoxProps['onSearch'];
  /** Told the page a person chose; its link navigates through the app's router as well. */
  onPageChange?: PaginationProps['onPageChange'];
  /** The rows' save toggles; without it the rows have none. */
  saves?: ListSaves;
  /**
   * 'Bu aramayı kaydet' beside the count, saving the list's criteria as an alert; none without.
   * When nothing matched it is offered under 'Not found' instead, as a next step.
   */
  saveSearch?: SaveSearchProps;
  /** Under an empty list's 'Not found': jobs to go on with (`SimilarJobs`), loaded on demand. */
  similarJobs?: ReactNode;
}

/** Which of the listed jobs the member has saved, and the toggles' callback, by slug. */
export interface ListSaves {
  saved: ReadonlySet<string>;
  /** The job whose save or unsave is on its way. */
  savingSlug?: string | null;
  onToggleSave: (slug: string) => void;
  /**
   * A signed-out visitor's: each toggle is a link to the sign-in that saves its job on the way,
   * by the job's slug (see SaveToggle).
   */
  signInHref?: (slug: string) => string;
}

/**
 * A list of jobs: the search box, the count and the workplace filter, then the rows with pages
 * below, or in their place a skeleton of the rows (loading, searching), 'Not found' with the next
 * steps (nothing matched) or the failure with a retry (the list failed to load); last, the list's
 * RSS feed. Every link keeps the category, the search and every filter (`ListFilters`).
 */
export function JobList({
  jobs,
  query,
  category,
  total,
  counts,
  now,
  loading = false,
  searching = false,
  failed,
  onSearch,
  onPageChange,
  saves,
  saveSearch,
  similarJobs,
}: JobListProps) {
  const { t, locale } = useTexts();
  const firstLoad = loading && jobs.length === 0;
  const busy = searching || firstLoad;
  const empty = !failed && !busy && jobs.length === 0;
  return (
    <div className={styles.root}>
      <SearchBox
        onSearch={onSearch}
        defaultValue={query.q}
        // A new search starts again from the first page, in the same category and filters.
        action={listHref(category, {})}
        filters={query}
      />
      <div className={styles.toolbar}>
        {/* Announced when a search or filter brings new results; a blank line while they are on
            their way, as the count on screen would be the old list's; none for a failed list. */}
        <div className={styles.countGroup}>
          <div className={styles.count} aria-live="polite">
            {!failed &&
              (busy ? (
                <SkeletonBlock className={styles.countSkeleton} />
              ) : (
                <ResultCount total={total} q={query.q} category={category} />
              ))}
          </div>
          {saveSearch && !failed && !empty && <SaveSearch {...saveSearch} />}
        </div>
        <WorkplaceFilter
          active={query.workplace}
          // A new filter starts again from the first page.
          hrefForWorkplace={(workplace) => listHref(category, { ...query, page: 1, workplace })}
          counts={counts}
        />
      </div>
      <JobListBody
        jobs={jobs}
        now={now}
        loading={firstLoad}
        searching={searching}
        failed={failed}
        saves={saves}
        noResults={{ ...widerList(category, query), saveSearch, children: similarJobs }}
        pagination={{
          page: query.page,
          total,
          hrefForPage: (page) => listHref(category, { ...query, page }),
          onPageChange,
        }}
      />
      {/* A feed reader follows the list as it is filtered, whether it lists a job yet or not,
          in the reader's language (a reader sends no cookie). */}
      {!failed && (
        <a
          className={`${textButton} ${styles.feed}`}
          href={hrefIn(feedHref({ ...query, type: category ?? undefined }), locale)}
        >
          {t('jobList.feed')}
        </a>
      )}
    </div>
  );
}

/**
 * Where an empty list goes wider: without its search and filters, or, for a category with nothing
 * in it, to all jobs; nowhere from the whole board unfiltered. A list is filtered when its address
 * carries any of `ListFilters`, as the contract writes them.
 */
function widerList(
  category: WorkTypeSlug | null | undefined,
  query: ListQuery,
): Pick<NoResultsProps, 'widerHref' | 'wider'> {
  if (listFilterParams(query).size > 0)
    return { widerHref: listHref(category, {}), wider: 'clearFilters' };
  return category ? { widerHref: hrefs.home(), wider: 'allJobs' } : {};
}

/** A page's worth of row skeletons, named for React; the rows never move. */
const skeletonRows = Array.from({ length: limits.pageSize }, (_, row) => `row-${row}`);

interface JobListBodyProps
  extends Pick<JobListProps, 'jobs' | 'now' | 'searching' | 'failed' | 'saves'> {
  /** The first fetch, with nothing to show yet. */
  loading: boolean;
  noResults: NoResultsProps;
  pagination: PaginationProps;
}

function JobListBody({
  jobs,
  now,
  loading,
  searching,
  failed,
  saves,
  noResults,
  pagination,
}: JobListBodyProps) {
  const { t } = useTexts();
  // A failure says only that the list did not load: 'Not found' would claim it holds nothing.
  if (failed) return <LoadFailed message={t('jobList.loadFailed')} {...failed} />;
  // A search replaces the rows as a first load does: the same skeleton keeps the page's height,
  // where a spinner would shrink it to a line and push the rows' arrival down the page.
  if (searching || loading) {
    return <JobRowsSkeleton label={t(searching ? 'jobList.searching' : 'jobList.loading')} />;
  }
  if (jobs.length === 0) {
    const { page, total = 0, hrefForPage } = pagination;
    // Jobs there are, but the list ends before this page: the pages beside the way back.
    if (isPastTheLastPage(page, total)) {
      const lastPage = pageCountOf(total);
      return (
        <>
          <NoResults pastTheEnd={{ page, lastPage, lastHref: hrefForPage(lastPage) }} />
          <Pagination {...pagination} />
        </>
      );
    }
    return <NoResults {...noResults} />;
  }
  return (
    <>
      <JobRows jobs={jobs} now={now} saves={saves} />
      <Pagination {...pagination} />
    </>
  );
}

export type JobRowsProps = Pick<JobListProps, 'jobs' | 'now' | 'saves'>;

/** The rows of a page of jobs, each with its save toggle when the app handles saving. */
export function JobRows({ jobs, now, saves }: JobRowsProps) {
  return (
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
              signInHref: saves.signInHref?.(job.slug),
            })}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A page's worth of row skeletons in the rows' place, named for screen readers by what is coming:
 * the rows never move when they arrive.
 */
export function JobRowsSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <div className={styles.rows}>
        {skeletonRows.map((row) => (
          <JobRowSkeleton key={row} />
        ))}
      </div>
    </Skeleton>
  );
}
