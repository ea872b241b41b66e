import { lineIcon } from '../Icon';

/** How: a job's workplace (on site, hybrid, remote). */
export const WorkplaceIcon = lineIcon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
