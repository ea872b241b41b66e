import { feedHref } from '@job/contract';
import { HomeScreen, useTexts } from '@job/ui';
import { useJobList } from './useJobList';
import { usePageTitle } from './usePageTitle';

/**
 * `/`: a page of all jobs (`?page=n`), of a search's results (`?q=…`), of a workplace's, of a
 * salary floor's.
 */
export function HomePage() {
  const list = useJobList(null);
  const { q } = list.query;
  const { t } = useTexts();
  usePageTitle(
    q === '' ? undefined : t('title.search', { q }),
    q === '' ? undefined : t('title.searchDescription', { q }),
    feedHref(list.query),
  );
  // A new search text in the address (back, forward) resets the search box to it.
  return <HomeScreen key={q} {...list} />;
}
