import { type CompiledMessage, type Messages, messageFormatter } from './compiledMessage';
import { createFormats, type Formats } from './formats';
import { formatLanguage, type Language, type Locale } from './locales';
import type { Translate } from './messages';

/** One reader's words: what the interface shows. */
export interface Texts {
  readonly locale: Locale;
  /** The language of plurals, numbers and dates (the default's is Turkish). */
  readonly language: Language;
  readonly t: Translate;
  readonly formats: Formats;
}

/** Each texts' messages, for those of a namespace loaded later (`addMessages`). */
const messagesOf = new WeakMap<Texts, Messages>();

/**
 * Texts for `locale` from compiled messages (one or more namespaces, merged). A message missing
 * from them shows its id, which the catalogue tests keep from ever reaching a reader.
 */
export function createTexts(locale: Locale, messages: Messages): Texts {
  const language = formatLanguage(locale);
  const formats = createFormats(language);
  const format = messageFormatter(language, formats.number);
  const held: Messages = { ...messages };
  const texts: Texts = {
    locale,
    language,
    t: (id, values = {}) => format((held[id] ?? id) as CompiledMessage, values),
    formats,
  };
  messagesOf.set(texts, held);
  return texts;
}

/** Adds a namespace's messages, loaded once its page was asked for. */
export function addMessages(texts: Texts, messages: Messages): void {
  const held = messagesOf.get(texts);
  if (!held) throw new Error('These texts were not made by createTexts.');
  Object.assign(held, messages);
}
