import { lineIcon } from '../Icon';

/** Pagination's previous page. */
export const PreviousPageIcon = lineIcon(<path d="M15 4.5 7.5 12l7.5 7.5" />);
