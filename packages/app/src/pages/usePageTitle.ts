import { hrefIn } from '@job/texts';
import { useTexts } from '@job/ui';
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

/**
 * Names the page in the tab, the history and for screen readers ("Giriş yap · Job"), describes it
 * to search engines and, on a list, points feed readers to its RSS feed: all in the reader's words.
 */
export function usePageTitle(
  title: string | undefined,
  pageDescription?: string,
  listFeed?: string,
): void {
  const { t, locale } = useTexts();
  // Feed readers send no cookie: a chosen language travels in the feed's address.
  const feed = listFeed && hrefIn(listFeed, locale);
  const fullTitle = title ? t('title.page', { page: title }) : t('site.title');
  const description = pageDescription ?? t('site.description');
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
