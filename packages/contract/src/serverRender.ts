import type { Locale } from '@job/texts';
import type { FilterCounts, Job } from './api';
import type { Company } from './companies';
import type { PostedWithin } from './posted';
import type { MinimumSalary } from './salary';
import type { ListSort } from './sort';
import type { WorkplaceSlug } from './workplaces';
import type { WorkTypeSlug } from './workTypes';

/** A page of a list as the server reads it: the rows and how many there are in all. */
export interface JobListPage {
  data: Job[];
  totalCount: number;
}

/**
 * What a list holds: all jobs, or those of a work type, a workplace, a search text, a salary
 * floor, or several.
 */
export interface ListFilter {
  type?: WorkTypeSlug;
  workplace?: WorkplaceSlug;
  /** The city, compared as a search compares, the whole name. */
  city?: string;
  /** Title, brief, company or city containing it; empty or absent for no search. */
  text?: string;
  salary?: MinimumSalary;
  posted?: PostedWithin;
  /** The list's order; its default (`defaultSortOf`) when absent. Counts ignore it. */
  sort?: ListSort;
}

/**
 * What the app's server render reads, handed in by the server (its read cache in front of its job
 * service), so the app never imports server code and the server never imports app source.
 */
export interface PublicReads {
  /** Any list, in its order, with the count of all it holds (a search's too). */
  list(filter: ListFilter, offset: number, limit: number): Promise<JobListPage>;
  /**
   * How many jobs each choice of the list's filters would list, its other filters in force;
   * undefined for a filter that lists nothing (an unknown type, a text the API refuses).
   */
  counts(filter: ListFilter): Promise<FilterCounts | undefined>;
  bySlug(slug: string): Promise<Job | undefined>;
  /** A page of the companies' directory, of a search's results when `q` is not empty. */
  companies(q: string, offset: number, limit: number): Promise<CompanyListPage>;
  /** The company at an address, if any. */
  company(slug: string): Promise<Company | undefined>;
  /** A page of a company's jobs on the board, newest first. */
  companyJobs(slug: string, offset: number, limit: number): Promise<JobListPage>;
}

/** A page of the companies' directory: its companies and how many match in all. */
export interface CompanyListPage {
  data: Company[];
  totalCount: number;
}

export interface RenderRequest {
  /** The path and query string asked for: `/detail/some-job?x=1`. */
  url: string;
  /** The client build's index.html, into which the page is rendered. */
  template: string;
  /** `https://jobs.example.com`: makes the addresses given to search engines absolute. */
  origin: string;
  reads: PublicReads;
  /** What the visitor reads: `?lang=`, else the `lang` cookie, else the default (`requestedLocale`). */
  locale: Locale;
  /** The page's own form, posted without its script and refused: shown again with why. */
  refused?: RefusedForm;
  /**
   * What an alert mail's unsubscribe link found or did, by the server's own lookup: the page at
   * `url` shows it, and the render reads nothing for it. The answer to one link, never kept.
   */
  unsubscribing?: Unsubscribing;
}

/**
 * What an alert mail's unsubscribe link found: `question` asks to stop the alert's mails, `done`
 * says they stopped, `stoppedAlready` that an earlier visit (or the profile) stopped them, and
 * `gone` that the link is no alert's (never one, or its alert deleted). `name` is the alert's, in
 * the mail's words.
 */
export type Unsubscribing =
  | { status: 'question' | 'done' | 'stoppedAlready'; name: string }
  | { status: 'gone' };

/**
 * A form a page posts to the server where its script does not run (the report page's), refused:
 * the values sent, which fill the form again, and the server's reason, in the reader's words. The
 * answer to one visitor's POST, never kept.
 */
export interface RefusedForm {
  values: Readonly<Record<string, string>>;
  message: string;
}

/**
 * The answer of the app's server entry (`dist/server/entry-server.js`, export `render`): a page
 * rendered on the server with its status (404 for an address no route has, an unknown category or
 * job), or `client` for a route that renders in the browser only: index.html in the visitor's
 * language (its `lang`, title and the preloads of its words), with nothing rendered in it.
 */
export type RenderResult =
  | { kind: 'page'; status: 200 | 404; html: AsyncIterable<string | Uint8Array> }
  | { kind: 'client'; html: string };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
