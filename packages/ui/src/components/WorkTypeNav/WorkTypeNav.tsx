import {
  categorySlugs,
  hrefs,
  type ListQuery,
  type WorkTypeSlug,
  workTypeBySlug,
} from '@job/contract';
import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import * as styles from './WorkTypeNav.css';

export interface WorkTypeNavProps {
  /** The category being shown, highlighted and marked as the current page; none on the home list. */
  active?: WorkTypeSlug | null;
  /**
   * The list's search, workplace and salary floor, which each link keeps (from its first page);
   * none on a detail.
   */
  query?: Pick<ListQuery, 'q' | 'workplace' | 'salary'> | undefined;
}

/**
 * The side panel's links to each work type, in the order of `categorySlugs`, named as the badges
 * name them, under the panel's section title. Choosing a type narrows the search being made, not
 * starts over: the links keep its text, workplace and salary floor.
 */
export function WorkTypeNav({ active, query }: WorkTypeNavProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('workTypeNav.heading')}
      </h2>
      <ul className={styles.list}>
        {categorySlugs.map((slug) => {
          const current = slug === active;
          const workType = workTypeBySlug(slug);
          return (
            <li key={slug}>
              <Link
                href={hrefs.category(
                  slug,
                  query && { q: query.q, workplace: query.workplace, salary: query.salary },
                )}
                aria-current={current ? 'page' : undefined}
                className={styles.link[current ? 'current' : 'idle']}
              >
                {workType && t(workType.labelId)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
