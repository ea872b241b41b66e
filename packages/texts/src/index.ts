export type { CompiledMessage, Messages } from './compiledMessage';
export { createFormats, type Formats } from './formats';
export { type GlossaryTerm, glossary } from './glossary';
export {
  cookieLanguage,
  documentLanguage,
  formatLanguage,
  hrefIn,
  isLanguage,
  type Language,
  type Locale,
  languageCookie,
  languageCookieValue,
  languageNames,
  languageParameter,
  languages,
  queryLanguage,
  requestedLocale,
} from './locales';
export type { MessageId, MessageValues, Translate } from './messages';
export {
  firstVisitNamespaces,
  type Namespace,
  namespaces,
} from './namespaces';
export { addMessages, createTexts, type Texts } from './texts';
