import { type ReactNode, useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Link } from '../Link/Link';
import * as chips from '../WorkplaceFilter/WorkplaceFilter.css';
import { heading as headingStyle } from '../WorkTypeNav/WorkTypeNav.css';
import * as styles from './FilterLinks.css';

/**
 * One of a filter's choices: the list narrowed to it, whether the list is, its words and how many
 * jobs it would list.
 */
export interface FilterChoice {
  /** The list with this choice, from its first page; unique among the choices (their key). */
  href: string;
  current: boolean;
  label: string;
  /**
   * How many jobs the list would hold with this choice and its other filters (`FilterCounts`),
   * shown after the label; none while the counts are not known, and then nothing is shown.
   */
  count?: number | undefined;
}

export interface FilterLinksProps {
  choices: readonly FilterChoice[];
  /** The list's class: WorkplaceFilter's chips in a row by default. */
  className?: string;
  /** The links' idle and current classes (`filterLinkStates`): chips by default. */
  links?: Record<'idle' | 'current', string>;
}

/**
 * A filter's choices as a list of links, each to the list narrowed to it, the one in force
 * highlighted and marked as the page (`aria-current="page"`): the building block of the work
 * types (WorkTypeNav), the workplace chips (WorkplaceFilter), the salary floors (SalaryFilter) and
 * the date posted (PostedFilter), so each marks its choice alike, and counts it alike: the number
 * after the label ('Uzaktan 12'), read with it as 'Uzaktan 12 ilan'. A choice of none but the
 * current one is subdued, and still a link: its list says it is empty.
 */
export function FilterLinks({
  choices,
  className = chips.list,
  links = chips.link,
}: FilterLinksProps) {
  const { t, formats } = useTexts();
  return (
    <ul className={className}>
      {choices.map(({ href, current, label, count }) => (
        <li key={href}>
          <Link
            href={href}
            aria-current={current ? 'page' : undefined}
            // Read as one phrase, 'Uzaktan 6 ilan', which holds the words shown ('Uzaktan 6').
            aria-label={
              count === undefined ? undefined : `${label} ${t('resultCount.total', { count })}`
            }
            className={
              count === 0 && !current
                ? `${links.idle} ${styles.none}`
                : links[current ? 'current' : 'idle']
            }
          >
            {label}
            {count !== undefined && (
              <span className={styles.count}>{` ${formats.number(count)}`}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface PanelFilterProps extends FilterLinksProps {
  /** The section title ('Yayın tarihi'), which names the navigation. */
  heading: string;
  /** After the links: SalaryFilter's currencies. */
  children?: ReactNode;
}

/**
 * A filter of the side panel: a `nav` named by its heading, in the panel's section title style,
 * its links under it (chips unless told otherwise), then `children`.
 */
export function PanelFilter({
  heading,
  className = chips.underHeading,
  children,
  ...links
}: PanelFilterProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={headingStyle}>
        {heading}
      </h2>
      <FilterLinks className={className} {...links} />
      {children}
    </nav>
  );
}
