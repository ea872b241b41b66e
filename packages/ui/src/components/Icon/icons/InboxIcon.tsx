import { lineIcon } from '../Icon';

/** The applications a posting received: the profile's postings. */
export const InboxIcon = lineIcon(
  <>
    <path d="M4 13h4l2 3h4l2-3h4" />
    <path d="M5.5 6.5 4 13v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5l-1.5-6.5A2 2 0 0 0 16.6 5H7.4a2 2 0 0 0-1.9 1.5z" />
  </>,
);
