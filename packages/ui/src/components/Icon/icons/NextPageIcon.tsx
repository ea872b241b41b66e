import { lineIcon } from '../Icon';

/** Pagination's next page. */
export const NextPageIcon = lineIcon(<path d="M9 4.5l7.5 7.5L9 19.5" />);
