import type account from './catalogues/tr/account.json';
import type applications from './catalogues/tr/applications.json';
import type board from './catalogues/tr/board.json';
import type companies from './catalogues/tr/companies.json';
import type detail from './catalogues/tr/detail.json';
import type emails from './catalogues/tr/emails.json';
import type moderation from './catalogues/tr/moderation.json';
import type postings from './catalogues/tr/postings.json';
import type saved from './catalogues/tr/saved.json';
import type seeker from './catalogues/tr/seeker.json';
import type server from './catalogues/tr/server.json';
import type validation from './catalogues/tr/validation.json';

/**
 * Every message's id, from the Turkish catalogues: the one language with every text. The English
 * ones must have the same ids (catalogues.test.ts), the default's are some of them.
 */
export type MessageId =
  | keyof typeof board
  | keyof typeof detail
  | keyof typeof account
  | keyof typeof postings
  | keyof typeof saved
  | keyof typeof applications
  | keyof typeof seeker
  | keyof typeof companies
  | keyof typeof moderation
  | keyof typeof validation
  | keyof typeof server
  | keyof typeof emails;

/** The values an ICU message reads: `{count, plural, ...}`, `{min}`, `{title}`. */
export type MessageValues = Record<string, string | number>;

/** A message in the reader's language, with its values in place. */
export type Translate = (id: MessageId, values?: MessageValues) => string;
