import { hrefs } from '@job/contract';
import { CompaniesScreen, useTexts } from '@job/ui';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { companiesOf, directoryQueryOf } from '../state/companies';
import { useStores } from '../state/hooks';
import { loadFailure } from './loadFailure';
import type { PageProps } from './pageProps';
import { usePageTitle } from './usePageTitle';

/** `/companies`, loaded on demand: the companies with a page on the board, a search of them. */
export default function CompaniesPage({ search }: PageProps<'companies'>) {
  const companies = companiesOf(useStores());
  const query = useMemo(() => directoryQueryOf(search), [search]);
  const { directory } = useSnapshot(companies.state);
  const [, navigate] = useLocation();
  const { t } = useTexts();
  useEffect(() => {
    void companies.loadDirectory(query);
  }, [companies, query]);
  usePageTitle(
    query.q === '' ? t('title.companies') : t('title.companiesSearch', { q: query.q }),
    t('title.companiesDescription'),
  );
  // Until the page asked for is on screen, the last one shows, as loading.
  const shown = directory.query?.q === query.q && directory.query.page === query.page;
  return (
    <CompaniesScreen
      companies={shown ? directory.companies : []}
      query={query}
      total={directory.totalCount}
      loading={directory.loading || !shown}
      failed={loadFailure(
        directory.failure,
        () => void companies.retryDirectory(),
        directory.loading,
      )}
      onSearch={(text) => navigate(hrefs.companies({ q: text }))}
    />
  );
}
