import type { RefusedForm, Unsubscribing } from '@job/contract';
import { proxy, ref } from 'valtio';
import type { CompaniesSeed } from './companies';

/**
 * What a server render and the browser's hydration of it must agree on. A server render sets them
 * from its request, and the page it sends carries them to the browser.
 */
export interface Site {
  /** Where the site is reached: makes the addresses given to search engines absolute. */
  origin: string;
  /** When posting dates are told from ("3 gün önce"), in milliseconds: the render's, or the start's. */
  now: number;
  /**
   * The page's form, posted without its script and refused by the server (the report page's):
   * shown again with why, until the form is sent again.
   */
  refused?: RefusedForm | undefined;
  /** What an alert mail's unsubscribe link found, which only the server's answer to it knows. */
  unsubscribing?: Unsubscribing | undefined;
  /** A company page's or the directory's read, which the companies' store starts from. */
  companies?: CompaniesSeed | undefined;
}

export const createSite = ({ origin, now, refused, unsubscribing, companies }: Site) =>
  proxy<Site>({ origin, now, refused, unsubscribing, companies: companies && ref(companies) });
