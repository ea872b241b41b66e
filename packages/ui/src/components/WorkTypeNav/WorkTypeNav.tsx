import { categorySlugs, hrefs, type WorkTypeSlug } from '@job/contract';
import { useId } from 'react';
import { Link } from '../Link/Link';
import * as styles from './WorkTypeNav.css';

/** The side panel's wording, which differs from the badges' ('Full Time' there, 'Full-time' here). */
const navLabels = {
  freelance: 'Freelance',
  'full-time': 'Full Time',
  'part-time': 'Part Time',
} as const satisfies Record<WorkTypeSlug, string>;

export interface WorkTypeNavProps {
  /** The category being shown, highlighted and marked as the current page; none on the home list. */
  active?: WorkTypeSlug | null;
}

/** The side panel's links to each type of work, in the order of `categorySlugs`. */
export function WorkTypeNav({ active }: WorkTypeNavProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        TYPE OF WORK
      </h2>
      <ul className={styles.list}>
        {categorySlugs.map((slug) => {
          const current = slug === active;
          return (
            <li key={slug}>
              <Link
                href={hrefs.category(slug)}
                aria-current={current ? 'page' : undefined}
                className={styles.link({ current })}
              >
                {navLabels[slug]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
