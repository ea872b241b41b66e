import { lineIcon } from '../Icon';

/** When: a job's posting date. */
export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
