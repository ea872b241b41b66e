import { type Company, companyLimits, hrefs } from '@job/contract';
import { useId } from 'react';
import { CompanyCard, CompanyCardSkeleton } from '../components/CompanyCard/CompanyCard';
import { Link } from '../components/Link/Link';
import { LoadFailed, type LoadFailure } from '../components/LoadFailed/LoadFailed';
import { NoResults } from '../components/NoResults/NoResults';
import * as noResultsStyles from '../components/NoResults/NoResults.css';
import { Pagination, type PaginationProps } from '../components/Pagination/Pagination';
import { pageCountOf } from '../components/Pagination/paginate';
import * as countStyles from '../components/ResultCount/ResultCount.css';
import { SearchBox, type SearchBoxProps } from '../components/SearchBox/SearchBox';
import { Skeleton, SkeletonBlock } from '../components/Skeleton/Skeleton';
import { pageTitle } from '../styles/heading.css';
import { useTexts } from '../texts/TextsProvider';
import * as styles from './CompaniesScreen.css';

/** The directory's state in its address: the search text and the page, 1-based. */
export interface CompaniesQuery {
  q: string;
  page: number;
}

export interface CompaniesScreenProps {
  /** The companies of the current page, as `listCompanies` answers them. */
  companies: readonly Company[];
  query: CompaniesQuery;
  /** How many companies match the search, on all pages. */
  total: number;
  /** The directory is being fetched: a skeleton of the cards until it arrives. */
  loading?: boolean;
  /** The directory did not load: why, and a retry in place of the cards; no count, no pages. */
  failed?: LoadFailure | null;
  /** Told the text searched for, trimmed; the box starts with `query.q`. */
  onSearch: SearchBoxProps['onSearch'];
  /** Told the page a person chose; its link navigates through the app's router as well. */
  onPageChange?: PaginationProps['onPageChange'];
}

/** A page's worth of card skeletons, named for React. */
const skeletonCards = Array.from({ length: 6 }, (_, card) => `card-${card}`);

/**
 * `/companies`: the directory of the companies with a page on the board: a search of it, how many
 * match, their cards two a row (one on a phone) and the pages; in their place a skeleton while it
 * loads, a note when no company has a page yet or none matches the search (with the way back to
 * all of them), or the failure with a retry.
 */
export function CompaniesScreen({
  companies,
  query,
  total,
  loading = false,
  failed,
  onSearch,
  onPageChange,
}: CompaniesScreenProps) {
  const { t } = useTexts();
  const headingId = useId();
  const busy = loading && companies.length === 0;
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={busy}>
      <h1 id={headingId} className={pageTitle}>
        {t('companies.title')}
      </h1>
      <SearchBox
        onSearch={onSearch}
        defaultValue={query.q}
        action={hrefs.companies()}
        words={{ label: t('companies.searchLabel'), placeholder: t('companies.searchPlaceholder') }}
        maxLength={companyLimits.searchMaxLength}
      />
      {/* Announced when a search brings new results; none for a failed directory. */}
      <div className={styles.count} aria-live="polite">
        {!failed &&
          (busy ? (
            <SkeletonBlock className={styles.countSkeleton} />
          ) : (
            <p className={countStyles.root}>
              {query.q
                ? t('companies.countFor', { count: total, q: query.q })
                : t('companies.count', { count: total })}
            </p>
          ))}
      </div>
      <CompaniesBody
        companies={companies}
        query={query}
        total={total}
        loading={busy}
        failed={failed}
        onPageChange={onPageChange}
      />
    </section>
  );
}

function CompaniesBody({
  companies,
  query,
  total,
  loading,
  failed,
  onPageChange,
}: Omit<CompaniesScreenProps, 'onSearch'>) {
  const { t } = useTexts();
  const pagination: PaginationProps = {
    page: query.page,
    total,
    pageSize: companyLimits.pageSize,
    hrefForPage: (page) => hrefs.companies({ q: query.q, page }),
    onPageChange,
  };
  if (failed) return <LoadFailed message={t('companies.loadFailed')} {...failed} />;
  if (loading) {
    return (
      <Skeleton label={t('companies.loading')}>
        <div className={styles.cards}>
          {skeletonCards.map((card) => (
            <CompanyCardSkeleton key={card} />
          ))}
        </div>
      </Skeleton>
    );
  }
  if (companies.length === 0) {
    const lastPage = pageCountOf(total, companyLimits.pageSize);
    // Companies there are, but the directory ends before this page: the way back to its last.
    if (total > 0 && query.page > lastPage) {
      const pastTheEnd = { page: query.page, lastPage, lastHref: pagination.hrefForPage(lastPage) };
      return <NoResults pastTheEnd={pastTheEnd} />;
    }
    return (
      <div className={noResultsStyles.card}>
        <p className={noResultsStyles.message}>
          {query.q ? t('companies.noMatch', { q: query.q }) : t('companies.empty')}
        </p>
        {query.q && (
          <p className={noResultsStyles.nextSteps}>
            <Link href={hrefs.companies()} className={noResultsStyles.link}>
              {t('companies.all')}
            </Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className={styles.cards}>
        {companies.map((company) => (
          <li key={company.slug} className={styles.cardItem}>
            <CompanyCard company={company} />
          </li>
        ))}
      </ul>
      <Pagination {...pagination} />
    </>
  );
}
