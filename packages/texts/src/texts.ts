import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { createFormats, type Formats } from './formats';
import { formatLanguage, type Language, type Locale } from './locales';
import type { Translate } from './messages';

/** One reader's words: what the interface shows, through Lingui. */
export interface Texts {
  readonly locale: Locale;
  /** The language of plurals, numbers and dates (the default's is Turkish). */
  readonly language: Language;
  readonly t: Translate;
  readonly formats: Formats;
  /** Lingui's instance, for the messages of a namespace loaded later (`addMessages`). */
  readonly i18n: I18n;
}

/**
 * Texts for `locale` from compiled messages (one or more namespaces, merged). A message missing
 * from them shows its id, which the catalogue tests keep from ever reaching a reader.
 */
export function createTexts(locale: Locale, messages: Messages): Texts {
  const language = formatLanguage(locale);
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return {
    locale,
    language,
    t: (id, values) => i18n._(id, values),
    formats: createFormats(language),
    i18n,
  };
}

/** Adds a namespace's messages, loaded once its page was asked for. */
export function addMessages(texts: Texts, messages: Messages): void {
  texts.i18n.load(texts.language, messages);
}
