import { lineIcon } from '../Icon';

/** A rating's star: drawn in outline, filled by its style when the rating reaches it. */
export const StarIcon = lineIcon(
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />,
);
