import { parseListQuery, type WorkTypeSlug } from '@job/contract';
import { type JobListProps, listHref } from '@job/ui';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useJobs, useSite, useStores } from '../state/hooks';
import { loadFailure } from './loadFailure';
import { similarJobs } from './similarJobs';
import { useSaveSearch } from './useSaveSearch';
import { useSaves } from './useSaves';

/**
 * A list page's wiring: the list its address names (the category from the path, null for all jobs;
 * the page, search and filters from the query string), loaded into the job store, as the list
 * screens' props.
 */
export function useJobList(category: WorkTypeSlug | null): JobListProps {
  const search = useSearch();
  // One query per address: the same object, so no new load, until the address changes.
  const query = useMemo(() => parseListQuery(search), [search]);
  const { page: _page, ...filters } = query;
  const stores = useStores();
  useEffect(() => {
    void stores.jobs.load({ category, ...query });
  }, [stores, category, query]);
  const { jobs, loading, searchLoading, totalCount, listFailure, counts } = useJobs();
  const { now } = useSite();
  const [, navigate] = useLocation();
  const saves = useSaves(jobs);
  const saveSearch = useSaveSearch(category, query);
  const empty = !loading && !searchLoading && !listFailure && jobs.length === 0;
  return {
    jobs,
    query,
    category,
    total: totalCount,
    counts,
    now: new Date(now),
    loading,
    searching: searchLoading,
    // The failed list asked again: its failure stays, the retry busy, until the answer.
    failed: loadFailure(listFailure, () => void stores.jobs.retry(), loading || searchLoading),
    // A search stays within the list on screen: its category, filters and order, from page one.
    onSearch: (text) => navigate(listHref(category, { ...filters, q: text })),
    saves,
    saveSearch,
    // Under a list that matched nothing, jobs near it, read only then.
    similarJobs: empty && similarJobs({ emptyList: { category, ...query } }),
  };
}
