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
 * the page, search, workplace and salary floor from the query string), loaded into the job store,
 * as the list screens' props.
 */
export function useJobList(category: WorkTypeSlug | null): JobListProps {
  const search = useSearch();
  // One query per address, so its salary floor is the same object until the address changes.
  const query = useMemo(() => parseListQuery(search), [search]);
  const { page, q, workplace, salary } = query;
  const stores = useStores();
  useEffect(() => {
    void stores.jobs.load({ category, page, q, workplace, salary });
  }, [stores, category, page, q, workplace, salary]);
  const { jobs, loading, searchLoading, totalCount, listFailure } = useJobs();
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
    now: new Date(now),
    loading,
    searching: searchLoading,
    // The failed list asked again: its failure stays, the retry busy, until the answer.
    failed: loadFailure(listFailure, () => void stores.jobs.retry(), loading || searchLoading),
    // A search stays within the list on screen: its category, workplace and salary floor.
    onSearch: (text) => navigate(listHref(category, { q: text, workplace, salary })),
    saves,
    saveSearch,
    // Under a list that matched nothing, jobs near it, read only then.
    similarJobs: empty && similarJobs({ emptyList: { category, page, q, workplace, salary } }),
  };
}
