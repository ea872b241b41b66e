import { feedHref } from '@job/contract';
import { HomeScreen, useTexts } from '@job/ui';
import { useJobList } from './useJobList';
import { usePageTitle } from './usePageTitle';

/** `/`: a page of all jobs (`?page=n`), of a search's results (`?q=…`), of a workplace's. */
export function HomePage() {
  const list = useJobList(null);
  const { q, workplace } = list.query;
  const { t } = useTexts();
  usePageTitle(
    q === '' ? undefined : t('title.search', { q }),
    q === '' ? undefined : t('title.searchDescription', { q }),
    feedHref({ q, workplace }),
  );
  // A new search text in the address (back, forward) resets the search box to it.
  return <HomeScreen key={q} {...list} />;
}
