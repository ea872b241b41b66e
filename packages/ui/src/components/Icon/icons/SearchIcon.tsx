import { lineIcon } from '../Icon';

/** The search box's magnifier. */
export const SearchIcon = lineIcon(
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m20 20-4.5-4.5" />
  </>,
);
