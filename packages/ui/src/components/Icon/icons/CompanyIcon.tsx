import { lineIcon } from '../Icon';

/** Who is hiring: a job's company. */
export const CompanyIcon = lineIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="1.5" />
    <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3" />
  </>,
);
