/** Business constants shared by the client and the server (spec section 9, plus the server's own). */
export const limits = {
  /** Jobs on one page of the list. */
  pageSize: 5,
  /** Largest page the API serves. */
  maxPageSize: 50,
  /** Page buttons the pagination shows at most. */
  paginationWindow: 5,
  /** Results a search answers at most. */
  searchMaxResults: 50,
  passwordMinLength: 5,
  passwordMaxLength: 128,
  nameMaxLength: 100,
  emailMaxLength: 254,
  titleMaxLength: 120,
  salaryMaxLength: 60,
  briefMaxLength: 255,
  detailMaxLength: 20_000,
  searchMaxLength: 100,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Longest side of a stored image, in pixels. */
  imageMaxSide: 512,
  /** Height of the rich-text editor, in pixels. */
  editorHeight: 300,
  /** How long a toast stays, in milliseconds. */
  toastDuration: 1500,
  savedJobsPlaceholderCount: 5,
} as const;
