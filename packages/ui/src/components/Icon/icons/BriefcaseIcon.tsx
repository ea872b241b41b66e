import { lineIcon } from '../Icon';

/** A job without a picture of its own: the job row's placeholder. */
export const BriefcaseIcon = lineIcon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
);
