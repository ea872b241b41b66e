import { lineIcon } from '../Icon';

/** A toast that says something worked. */
export const SuccessIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </>,
);
