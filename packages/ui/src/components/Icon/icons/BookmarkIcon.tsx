import { lineIcon } from '../Icon';

/** A saved job: the save toggle. */
export const BookmarkIcon = lineIcon(<path d="M6 3h12v18l-6-4.5L6 21z" />);
