import { lineIcon } from '../Icon';

/** Back to the page before: the applicants page's way back to the profile. */
export const BackIcon = lineIcon(<path d="m15 18-6-6 6-6" />);
