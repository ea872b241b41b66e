import { createContext, useContext, useEffect } from 'react';

/** What a page puts in the document's head: its title, its meta description, its feed. */
export interface PageHead {
  title: string;
  description: string;
  /** The RSS feed of the list on the page, for feed readers to find. */
  feed?: string | undefined;
}

/**
 * Effects do not run in a server render, so there the page writes its head here, for the server
 * entry to put in the document it sends.
 */
export const ServerPageHead = createContext<PageHead | null>(null);

export const siteTitle = 'Job · Find job';

export const siteDescription =
  'Job: browse, search and post job openings — freelance, full-time and part-time.';

/**
 * Names the page in the tab, the history and for screen readers ("Login · Job"), describes it to
 * search engines and, on a list, points feed readers to its RSS feed.
 */
export function usePageTitle(
  title: string | undefined,
  description = siteDescription,
  feed?: string,
): void {
  const fullTitle = title ? `${title} · Job` : siteTitle;
  const serverHead = useContext(ServerPageHead);
  if (serverHead) Object.assign(serverHead, { title: fullTitle, description, feed });
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [fullTitle, description]);
  useEffect(() => {
    document.querySelector(feedLinkSelector)?.remove();
    if (feed === undefined) return;
    const link = Object.assign(document.createElement('link'), {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: fullTitle,
      href: feed,
    });
    document.head.append(link);
  }, [feed, fullTitle]);
}

const feedLinkSelector = 'link[rel="alternate"][type="application/rss+xml"]';
