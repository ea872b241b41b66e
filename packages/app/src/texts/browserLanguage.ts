import {
  createTexts,
  documentLanguage,
  firstVisitNamespaces,
  type Language,
  type Locale,
  languageCookieValue,
  languageParameter,
  type Namespace,
  queryLanguage,
  requestedLocale,
} from '@job/texts';
import { loadMessages } from '@job/texts/lazy';
import { decodedPath, matchRoute } from '../matchRoute';
import type { LanguageStart } from '../state/language';
import { hasStoredSession } from '../state/session';
import { memberTexts, routeTexts } from './routeTexts';

/** Keeps a choice in this browser: the cookie the server reads, and the document's language. */
function remember(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser yet.
  document.cookie = languageCookieValue(language);
  document.documentElement.lang = documentLanguage(language);
}

/**
 * A shared link's `?lang=` has done its work once the page has it (the server set the cookie): the
 * address drops it, so a later choice is not overruled by it on a reload.
 */
function dropLanguageParameter(): void {
  const url = new URL(window.location.href);
  const linked = queryLanguage(url.search);
  if (!linked) return;
  remember(linked);
  url.searchParams.delete(languageParameter);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The browser's language at start: the locale the server rendered the page in (or, on a page it
 * did not render, the same rule read here), with the words of the first visit, the page's own and
 * a member's menu downloaded before the first render, so hydration reads exactly the server's.
 */
export async function startLanguage(renderedIn: Locale | undefined): Promise<LanguageStart> {
  const locale =
    renderedIn ?? requestedLocale({ search: window.location.search, cookie: document.cookie });
  dropLanguageParameter();
  const route = matchRoute(decodedPath(window.location.pathname));
  const loaded: Namespace[] = [
    ...firstVisitNamespaces,
    ...(route ? routeTexts[route.name] : []),
    ...(hasStoredSession(localStorage) ? memberTexts : []),
  ];
  const texts = createTexts(locale, await loadMessages(locale, loaded));
  return { texts, loaded: [...new Set(loaded)], load: loadMessages, remember };
}
