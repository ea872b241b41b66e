import { lineIcon } from '../Icon';

/** Closes a toast. */
export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);
