import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { parseListQuery } from '../listUrl';
import { loadPage, searchJobs } from '../state/jobs';
import { JobListView } from './JobListView';
import { usePageTitle } from './usePageTitle';

/** `/`: a page of all jobs (`?page=n`), or the results of a search (`?q=…`). */
export function HomePage() {
  const query = parseListQuery(useSearch());
  const { page, q } = query;
  useEffect(() => {
    if (q === '') void loadPage(page);
    else void searchJobs(q);
  }, [page, q]);
  usePageTitle(q === '' ? undefined : `Search: ${q}`);
  return <JobListView path="/" query={query} />;
}
