import type { Job } from '../../types';
import { JobRow } from '../JobRow/JobRow';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './JobList.css';

export interface JobListProps {
  jobs: readonly Job[];
  /** The list is being fetched; the spinner shows only while there is nothing to show yet. */
  loading?: boolean;
  /** A search is running; its spinner replaces the rows, which are about to change. */
  searching?: boolean;
  onSearch: SearchBoxProps['onSearch'];
  /** The search text to start with, such as the one in the address. */
  searchText?: string;
  /** The pages below the rows; left out for search results, which come as one list. */
  pagination?: PaginationProps;
}

/** The home view: the search box, then a spinner, 'Not found' or the rows with pages below. */
export function JobList({
  jobs,
  loading = false,
  searching = false,
  onSearch,
  searchText,
  pagination,
}: JobListProps) {
  return (
    <div className={styles.root}>
      <SearchBox onSearch={onSearch} defaultValue={searchText} />
      <JobListBody jobs={jobs} loading={loading} searching={searching} pagination={pagination} />
    </div>
  );
}

function JobListBody({
  jobs,
  loading,
  searching,
  pagination,
}: Pick<JobListProps, 'jobs' | 'loading' | 'searching' | 'pagination'>) {
  if (searching) return <Spinner label="Searching jobs" />;
  if (loading && jobs.length === 0) return <Spinner label="Loading jobs" />;
  if (jobs.length === 0) return <p className={styles.notFound}>Not found</p>;
  return (
    <>
      <ul className={styles.rows}>
        {jobs.map((job) => (
          <li key={job.id}>
            <JobRow job={job} />
          </li>
        ))}
      </ul>
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
