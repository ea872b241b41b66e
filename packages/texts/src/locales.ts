/** The languages a visitor can choose, in the order the header's switch shows them. */
export const languages = ['tr', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * Each language's own name, the same whatever the reader's language: a visitor who cannot read
 * the page finds their language by the name they know it by.
 */
export const languageNames = { tr: 'Türkçe', en: 'English' } as const satisfies Record<
  Language,
  string
>;

/**
 * What a visitor reads: a language they chose, or, with no choice made, `'default'`: the spec's
 * own texts wherever it names them (its English header and forms, its Turkish toasts) and Turkish
 * for everything else.
 */
export type Locale = Language | 'default';

export const isLanguage = (value: unknown): value is Language =>
  (languages as readonly unknown[]).includes(value);

/** The cookie that keeps the choice, and the query parameter that sets it from a shared link. */
export const languageCookie = 'lang';
export const languageParameter = 'lang';

/** A year: the choice outlives the session that made it. */
export const languageCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The `lang` cookie's value in a Cookie header, when it names a language. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value] = pair.split('=');
    if (name?.trim() === languageCookie) {
      const language = value?.trim();
      if (isLanguage(language)) return language;
    }
  }
  return undefined;
}

/** The `lang` parameter of a query string (`?lang=en`), when it names a language. */
export function queryLanguage(search: string | null | undefined): Language | undefined {
  // Read by hand rather than with URLSearchParams: this package assumes no DOM and no Node types.
  for (const pair of (search ?? '').replace(/^\?/, '').split('&')) {
    const [name, value] = pair.split('=');
    if (name === languageParameter && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * What a request asks to read: `?lang=` first (a shared link, a test), then the cookie, else the
 * default. The server and the browser decide alike from the same two inputs.
 */
export function requestedLocale(request: {
  search?: string | null;
  cookie?: string | null;
}): Locale {
  return queryLanguage(request.search) ?? cookieLanguage(request.cookie) ?? 'default';
}

/**
 * `href` as a reader of `locale` is sent to it, with `lang=` once a language is chosen: for those
 * who send no cookie (feed readers, crawlers).
 */
export function hrefIn(href: string, locale: Locale): string {
  if (locale === 'default') return href;
  return `${href}${href.includes('?') ? '&' : '?'}${languageParameter}=${locale}`;
}

/** The Set-Cookie value that keeps a choice for a year on the whole site. */
export function languageCookieValue(language: Language): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=${languageCookieMaxAgeSeconds}; SameSite=Lax`;
}

/**
 * The language of numbers, dates and plurals. The default speaks Turkish beyond the spec's own
 * words, so it formats as Turkish does ('bugün', '₺85.000').
 */
export const formatLanguage = (locale: Locale): Language => (locale === 'default' ? 'tr' : locale);

/**
 * The document's `lang`. The default keeps the `en` the board always had: its header, forms and
 * messages are the spec's English.
 */
export const documentLanguage = (locale: Locale): Language =>
  locale === 'default' ? 'en' : locale;
