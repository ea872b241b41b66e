import { lineIcon } from '../Icon';

/** A toast that says something failed. */
export const ErrorIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
