import { proxy } from 'valtio';

/**
 * What a server render and the browser's hydration of it must agree on. A server render sets them
 * from its request, and the page it sends carries them to the browser.
 */
export const siteState = proxy({
  /** Where the site is reached: makes the addresses given to search engines absolute. */
  origin: typeof window === 'undefined' ? '' : window.location.origin,
  /** When posting dates are told from ("3 gün önce"), in milliseconds: the render's, or the start's. */
  now: Date.now(),
});
