import { allTextsOf } from '@job/texts/catalogues';
import type { LanguageStart } from '../state/language';

/** A store set's words as a visitor who chose nothing reads them: the spec's texts, else Turkish. */
export const defaultLanguage = (): LanguageStart => ({ texts: allTextsOf('default') });

/** A store set's words in English. */
export const englishLanguage = (): LanguageStart => ({ texts: allTextsOf('en') });
