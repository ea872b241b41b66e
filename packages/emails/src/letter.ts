import { createTexts, type Language, type Texts, type Translate } from '@job/texts';
import { compiledMessages } from '@job/texts/catalogues';
import type { RenderOptions } from './email';

/** What every email reads besides its own content: the recipient's words and the site. */
export interface Letter {
  language: Language;
  t: Translate;
  /** The site's origin without a trailing slash, `https://jobs.example.com`. */
  origin: string;
}

/** The board's name and tagline (board) and the mails' own words, compiled once per language. */
const textsByLanguage = new Map<Language, Texts>();
function mailTexts(language: Language): Texts {
  let texts = textsByLanguage.get(language);
  if (!texts) {
    texts = createTexts(language, compiledMessages(language, ['board', 'emails']));
    textsByLanguage.set(language, texts);
  }
  return texts;
}

export function letterFor({ language, origin }: RenderOptions): Letter {
  return { language, t: mailTexts(language).t, origin: new URL(origin).origin };
}
