import { lineIcon } from '../Icon';

/** An amber notice: an application's posting expired or was taken down. */
export const WarningIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4.5M12 16h.01" />
  </>,
);
