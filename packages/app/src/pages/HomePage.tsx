import { feedHref } from '@job/contract';
import { HomeScreen } from '@job/ui';
import { useJobList } from './useJobList';
import { usePageTitle } from './usePageTitle';

/** `/`: a page of all jobs (`?page=n`), of a search's results (`?q=…`), of a workplace's. */
export function HomePage() {
  const list = useJobList(null);
  const { q, workplace } = list.query;
  usePageTitle(
    q === '' ? undefined : `Search: ${q}`,
    q === '' ? undefined : `Job openings matching "${q}" on Job.`,
    feedHref({ q, workplace }),
  );
  // A new search text in the address (back, forward) resets the search box to it.
  return <HomeScreen key={q} {...list} />;
}
