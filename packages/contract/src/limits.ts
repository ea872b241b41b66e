/** Business constants shared by the client and the server (spec section 9, plus the server's own). */
export const limits = {
  /** Jobs on one page of the list. */
  pageSize: 5,
  /** Largest page the API serves. */
  maxPageSize: 50,
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
  companyMaxLength: 80,
  locationMaxLength: 80,
  /** Countries a remote job may ask its applicants to live in. */
  applicantCountriesMax: 20,
  /** The periods a posting can be live for, in days; the form offers these. */
  postingDays: [7, 14, 30, 60, 90],
  /** A posting's period when the poster names none. */
  defaultPostingDays: 30,
  /** Postings in one RSS feed: the newest. */
  feedSize: 50,
  /**
   * Addresses in one sitemap file; past it, /sitemap.xml is an index of several. sitemaps.org
   * allows 50,000, but a file of them (27 MB with their language alternates) took seconds to
   * build and compress; 2,000 (WordPress's own count) take tens of milliseconds, 46 KB in brotli.
   */
  sitemapMaxUrls: 2_000,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Longest side of a stored image, in pixels. */
  imageMaxSide: 512,
  /** An application's cover note. */
  noteMaxLength: 5_000,
  /** A saved search's name, as its member renames it. */
  alertNameMaxLength: 100,
  /** Saved searches one member keeps at most: each may mail them, so none is a mail cannon. */
  alertsPerMember: 20,
  /** A report's optional note. */
  reportNoteMaxLength: 1_000,
  /** A moderator's reason for an action, mailed to the poster. */
  moderationReasonMaxLength: 500,
  /** A poster's private note on an application. */
  applicationNoteMaxLength: 2_000,
  /** The private notes one application may have: enough for a hiring, no store for anything else. */
  applicationNotesMax: 50,
  /** The applications one call moves at once (`moveApplications`): a page of them, and a lock each. */
  applicationsMovedMax: 100,
  /** An application's CV, a PDF. */
  cvMaxBytes: 5 * 1024 * 1024,
  /**
   * How long a poster's change of an application's status may be undone before its applicant is
   * mailed: changes within it send one mail, of the last status, and none when it ends where it
   * began.
   */
  statusMailDelayMs: 60_000,
  /** Where to apply: an https address or an email address. */
  applyToMaxLength: 500,
} as const;

/** Where page `page` (1-based, as the interface counts) starts in the API's zero-based list. */
export const pageOffset = (page: number): number => (page - 1) * limits.pageSize;

/** Whether page `page` lies past the last page of a list of `total` jobs (an empty list has one). */
export const isPastTheLastPage = (page: number, total: number): boolean =>
  total > 0 && pageOffset(page) >= total;
