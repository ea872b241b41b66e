import { type ReactNode, useId } from 'react';
import { Link } from '../Link/Link';
import * as chips from '../WorkplaceFilter/WorkplaceFilter.css';
import { heading as headingStyle } from '../WorkTypeNav/WorkTypeNav.css';

/** One of a filter's choices: the list narrowed to it, whether the list is, and its words. */
export interface FilterChoice {
  /** The list with this choice, from its first page; unique among the choices (their key). */
  href: string;
  current: boolean;
  label: ReactNode;
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
 * the date posted (PostedFilter), so each marks its choice alike.
 */
export function FilterLinks({
  choices,
  className = chips.list,
  links = chips.link,
}: FilterLinksProps) {
  return (
    <ul className={className}>
      {choices.map(({ href, current, label }) => (
        <li key={href}>
          <Link
            href={href}
            aria-current={current ? 'page' : undefined}
            className={links[current ? 'current' : 'idle']}
          >
            {label}
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
