import { describe, expect, it } from 'vitest';
import { cookieLanguage, queryLanguage, requestedLocale } from './locales';

describe('the locale a request asks for', () => {
  it('takes a link’s ?lang= over the cookie, and the default when neither names a language', () => {
    expect(requestedLocale({ search: '?q=vue&lang=en', cookie: 'lang=tr' })).toBe('en');
    expect(requestedLocale({ search: '?lang=de', cookie: 'theme=dark; lang=tr' })).toBe('tr');
    expect(requestedLocale({ search: '', cookie: 'lang=EN' })).toBe('default');
    expect(requestedLocale({})).toBe('default');
  });

  it('reads only the parameter and the cookie named lang', () => {
    expect(queryLanguage('?language=en&slang=tr')).toBeUndefined();
    expect(queryLanguage('lang=tr')).toBe('tr');
    expect(cookieLanguage('xlang=en; lang=tr')).toBe('tr');
    expect(cookieLanguage(' lang = en ')).toBe('en');
    expect(cookieLanguage(undefined)).toBeUndefined();
  });
});
