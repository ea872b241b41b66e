import { type WorkplaceSlug, workplaces } from '@job/contract';
import { Link } from '../Link/Link';
import * as styles from './WorkplaceFilter.css';

/** 'All' first, then each workplace of the contract, in its order. */
const choices = [{ slug: undefined, label: 'All' }, ...workplaces] as const satisfies readonly {
  slug: WorkplaceSlug | undefined;
  label: string;
}[];

export interface WorkplaceFilterProps {
  /** The workplace the list is narrowed to, marked as the current choice; none for all. */
  active?: WorkplaceSlug;
  /**
   * The address of the list narrowed to a workplace (undefined: all of them), keeping the list's
   * other filters: `hrefs.category(type, { workplace, q })`.
   */
  hrefForWorkplace: (workplace: WorkplaceSlug | undefined) => string;
}

/** Links that narrow a list to on-site, remote or hybrid jobs, or show them all. */
export function WorkplaceFilter({ active, hrefForWorkplace }: WorkplaceFilterProps) {
  return (
    <nav aria-label="Workplace">
      <ul className={styles.list}>
        {choices.map(({ slug, label }) => {
          const current = slug === active;
          return (
            <li key={label}>
              <Link
                href={hrefForWorkplace(slug)}
                aria-current={current ? 'page' : undefined}
                className={styles.link({ current })}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
