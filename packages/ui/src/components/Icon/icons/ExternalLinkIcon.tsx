import { lineIcon } from '../Icon';

/** Opens in a new tab: 'Başvur' at the poster's own page. */
export const ExternalLinkIcon = lineIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
