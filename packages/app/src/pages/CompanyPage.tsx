import { hrefs, parseListQuery } from '@job/contract';
import { CompanyScreen, useTexts } from '@job/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { companiesOf } from '../state/companies';
import { useSite, useStores } from '../state/hooks';
import { myCompaniesOf } from '../state/myCompanies';
import { loadFailure } from './loadFailure';
import type { PageProps } from './pageProps';
import { usePageTitle } from './usePageTitle';
import { useSaves } from './useSaves';

/**
 * `/companies/{slug}`, loaded on demand: a company's page with a page of its open jobs; not found
 * for an address no company has. Its owners see the way to change it.
 */
export default function CompanyPage({ params: { slug }, search }: PageProps<'company'>) {
  const stores = useStores();
  const companies = companiesOf(stores);
  const { page } = parseListQuery(search);
  const { company: shown } = useSnapshot(companies.state);
  const myCompanies = myCompaniesOf(stores);
  const mine = useSnapshot(myCompanies.state);
  const { now } = useSite();
  const { t } = useTexts();
  useEffect(() => {
    void companies.openCompany(slug, page);
  }, [companies, slug, page]);
  // A member's own companies, for the owners' way to change it: read once a session.
  useEffect(() => {
    void myCompanies.loadOnce();
  }, [myCompanies]);
  const current = shown.slug === slug;
  const company = current ? (shown.company ?? undefined) : undefined;
  const jobs = current && shown.page === page ? shown.jobs : [];
  const saves = useSaves(jobs);
  const failed = current
    ? loadFailure(shown.failure, () => void companies.retryCompany(), shown.loading)
    : null;
  const owner = mine.companies.some(
    (member) => member.company.slug === slug && member.role === 'owner',
  );
  usePageTitle(
    company ? t('title.company', { name: company.name }) : undefined,
    company ? t('title.companyDescription', { name: company.name }) : undefined,
  );
  return (
    <CompanyScreen
      company={company}
      loading={!current || (shown.loading && !company)}
      failed={company ? null : failed}
      jobs={jobs}
      jobsTotal={current ? shown.jobsTotal : 0}
      page={page}
      jobsLoading={Boolean(company) && (shown.loading || shown.page !== page)}
      jobsFailed={company ? failed : null}
      now={new Date(now)}
      saves={saves}
      editHref={owner ? hrefs.profileSection('companies') : undefined}
    />
  );
}
