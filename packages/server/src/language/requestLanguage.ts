import type { IncomingMessage } from 'node:http';
import {
  documentLanguage,
  type Locale,
  languageCookieValue,
  languages,
  queryLanguage,
  requestedLocale,
  type Texts,
} from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the request asks to read: `?lang=`, else the `lang` cookie, else the default. */
    readonly locale: Locale;
    /** The server's words in that locale: its messages, the forms' and the toasts it answers. */
    readonly texts: Texts;
  }
}

/** The query string of a request's URL, `?` included; empty without one. */
const searchOf = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
};

/** The locale of a request as Node received it. */
export const localeOf = ({ url = '', headers }: IncomingMessage): Locale =>
  requestedLocale({ search: searchOf(url), cookie: headers.cookie });

/**
 * Gives every request its locale and texts, read when asked for, and has every answer to a
 * request with `?lang=tr` or `?lang=en` keep that choice in the `lang` cookie, whatever the
 * address: a shared link sets the language. (The router's own refusals come before any of this:
 * they read `localeOf(request.raw)`.)
 */
export function speakTheRequestedLanguage(app: FastifyInstance): void {
  app.decorateRequest('locale', {
    getter() {
      return localeOf(this.raw);
    },
  });
  app.decorateRequest('texts', {
    getter() {
      return apiTextsOf(this.locale);
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    const chosen = queryLanguage(searchOf(request.url));
    if (chosen) reply.header('set-cookie', languageCookieValue(chosen));
    done();
  });
}

/**
 * Says that the answer's bytes differ by the reader's language, which the `lang` cookie carries:
 * a shared cache must not hand one reader's page to another.
 */
export function varyByLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes('cookie')) reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
}

const alternatives = Object.fromEntries(
  (['default', ...languages] as const).map((locale) => [
    locale,
    new Intl.ListFormat(documentLanguage(locale), { type: 'disjunction' }),
  ]),
) as Record<Locale, Intl.ListFormat>;

/** `application/json or multipart/form-data`, in the words of the reader's language. */
export const eitherOf = (items: readonly string[], locale: Locale): string =>
  alternatives[locale].format(items);
