import { limits } from '@job/contract';
import type { ReactNode } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { NextPageIcon, PreviousPageIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import * as styles from './Pagination.css';
import { pageCountOf, paginate } from './paginate';

/** Either the number of pages, or the number of items and how many fit on a page. */
type PageCount =
  | { pageCount: number; total?: never; pageSize?: never }
  | { total: number; pageSize?: number; pageCount?: never };

export type PaginationProps = PageCount & {
  /** The current page, 1-based. */
  page: number;
  /** The address of a page, for its link (so pages can be opened in a new tab or shared). */
  hrefForPage: (page: number) => string;
  /** Told the page a person chose; the link navigates through the app's router as well. */
  onPageChange?: (page: number) => void;
};

/**
 * Router-free pagination, as Braid's: previous, at most five page links (the first, the current
 * one and its neighbours, the last) with an ellipsis where pages are skipped, next. Hidden when
 * everything fits on one page.
 */
export function Pagination({ page, hrefForPage, onPageChange, ...count }: PaginationProps) {
  const { t } = useTexts();
  const pageCount =
    count.pageCount ?? pageCountOf(count.total ?? 0, count.pageSize ?? limits.pageSize);
  if (pageCount <= 1) return null;
  const window = paginate(page, pageCount);
  // An address past the last page: none of these is the page shown, and back leads to the last.
  const pastTheEnd = page > pageCount;
  const previous = pastTheEnd ? pageCount : window.previous;
  const link = { hrefForPage, onPageChange };

  return (
    <nav aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          {previous === undefined ? (
            <Unavailable direction="previous" />
          ) : (
            <PageLink {...link} page={previous} rel="prev" label={t('pagination.previous')}>
              <Chevron direction="previous" />
            </PageLink>
          )}
        </li>
        {window.items.map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <PageLink
                {...link}
                page={item.page}
                label={t('pagination.page', { page: item.page })}
                current={!pastTheEnd && item.page === window.page}
              >
                {item.page}
              </PageLink>
            </li>
          ) : (
            // The numbers either side already say pages were skipped: a reader hears 1, then 5.
            <li key={`gap-${item.from}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {window.next === undefined ? (
            <Unavailable direction="next" />
          ) : (
            <PageLink {...link} page={window.next} rel="next" label={t('pagination.next')}>
              <Chevron direction="next" />
            </PageLink>
          )}
        </li>
      </ul>
    </nav>
  );
}

interface PageLinkProps extends Pick<PaginationProps, 'hrefForPage' | 'onPageChange'> {
  page: number;
  label: string;
  rel?: 'prev' | 'next';
  current?: boolean;
  children: ReactNode;
}

function PageLink({
  page,
  label,
  rel,
  current = false,
  hrefForPage,
  onPageChange,
  children,
}: PageLinkProps) {
  return (
    <Link
      href={hrefForPage(page)}
      rel={rel}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={styles.itemState[current ? 'current' : 'link']}
      onClick={() => onPageChange?.(page)}
    >
      {children}
    </Link>
  );
}

/** Previous on the first page, next on the last: shown for a steady layout, hidden from readers. */
function Unavailable({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <span className={styles.itemState.unavailable} aria-hidden="true">
      <Chevron direction={direction} />
    </span>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  const PageIcon = direction === 'previous' ? PreviousPageIcon : NextPageIcon;
  return <PageIcon size={16} strokeWidth={2.4} />;
}
