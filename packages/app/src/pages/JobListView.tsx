import type { WorkTypeSlug } from '@job/contract';
import { HomeLayout, JobList } from '@job/ui';
import { useLocation } from 'wouter';
import { type ListQuery, listHref } from '../listUrl';
import { useJobs } from '../state/jobs';

interface JobListViewProps {
  /** Where the list lives: `/` or `/categories/{type}`; its pages are `path?page=n`. */
  path: string;
  query: ListQuery;
  /** The category listed, highlighted in the side panel. */
  category?: WorkTypeSlug;
}

/** The job list in the home layout, its page and search text kept in the address. */
export function JobListView({ path, query, category }: JobListViewProps) {
  const { jobs, loading, searchLoading, totalCount } = useJobs();
  const [, navigate] = useLocation();
  return (
    <HomeLayout activeCategory={category}>
      <JobList
        // A new search text in the address (back, forward) resets the box to it.
        key={query.q}
        jobs={jobs}
        loading={loading}
        searching={searchLoading}
        searchText={query.q}
        // Search covers all jobs, so it starts from the home list whatever list is on screen.
        onSearch={(text) => navigate(listHref('/', { page: 1, q: text }))}
        pagination={
          query.q === ''
            ? {
                page: query.page,
                total: totalCount,
                hrefForPage: (page) => listHref(path, { page, q: '' }),
              }
            : undefined
        }
      />
    </HomeLayout>
  );
}
