import { categorySlugs, hrefs, type WorkTypeSlug, workTypeBySlug } from '@job/contract';
import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import * as styles from './WorkTypeNav.css';

export interface WorkTypeNavProps {
  /** The category being shown, highlighted and marked as the current page; none on the home list. */
  active?: WorkTypeSlug | null;
}

/**
 * The side panel's links to each work type, in the order of `categorySlugs`, named as the badges
 * name them, under the panel's section title.
 */
export function WorkTypeNav({ active }: WorkTypeNavProps) {
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
                href={hrefs.category(slug)}
                aria-current={current ? 'page' : undefined}
                className={styles.link({ current })}
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
