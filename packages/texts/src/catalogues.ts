import { compileMessage } from '@lingui/message-utils/compileMessage';
import defaultAccount from './catalogues/default/account.json' with { type: 'json' };
import defaultApplications from './catalogues/default/applications.json' with { type: 'json' };
import defaultBoard from './catalogues/default/board.json' with { type: 'json' };
import defaultCompanies from './catalogues/default/companies.json' with { type: 'json' };
import defaultDetail from './catalogues/default/detail.json' with { type: 'json' };
import defaultEmails from './catalogues/default/emails.json' with { type: 'json' };
import defaultModeration from './catalogues/default/moderation.json' with { type: 'json' };
import defaultPostings from './catalogues/default/postings.json' with { type: 'json' };
import defaultSaved from './catalogues/default/saved.json' with { type: 'json' };
import defaultSeeker from './catalogues/default/seeker.json' with { type: 'json' };
import defaultServer from './catalogues/default/server.json' with { type: 'json' };
import defaultValidation from './catalogues/default/validation.json' with { type: 'json' };
import enAccount from './catalogues/en/account.json' with { type: 'json' };
import enApplications from './catalogues/en/applications.json' with { type: 'json' };
import enBoard from './catalogues/en/board.json' with { type: 'json' };
import enCompanies from './catalogues/en/companies.json' with { type: 'json' };
import enDetail from './catalogues/en/detail.json' with { type: 'json' };
import enEmails from './catalogues/en/emails.json' with { type: 'json' };
import enModeration from './catalogues/en/moderation.json' with { type: 'json' };
import enPostings from './catalogues/en/postings.json' with { type: 'json' };
import enSaved from './catalogues/en/saved.json' with { type: 'json' };
import enSeeker from './catalogues/en/seeker.json' with { type: 'json' };
import enServer from './catalogues/en/server.json' with { type: 'json' };
import enValidation from './catalogues/en/validation.json' with { type: 'json' };
import trAccount from './catalogues/tr/account.json' with { type: 'json' };
import trApplications from './catalogues/tr/applications.json' with { type: 'json' };
import trBoard from './catalogues/tr/board.json' with { type: 'json' };
import trCompanies from './catalogues/tr/companies.json' with { type: 'json' };
import trDetail from './catalogues/tr/detail.json' with { type: 'json' };
import trEmails from './catalogues/tr/emails.json' with { type: 'json' };
import trModeration from './catalogues/tr/moderation.json' with { type: 'json' };
import trPostings from './catalogues/tr/postings.json' with { type: 'json' };
import trSaved from './catalogues/tr/saved.json' with { type: 'json' };
import trSeeker from './catalogues/tr/seeker.json' with { type: 'json' };
import trServer from './catalogues/tr/server.json' with { type: 'json' };
import trValidation from './catalogues/tr/validation.json' with { type: 'json' };
import type { Messages } from './compiledMessage';
import type { Locale } from './locales';
import type { Namespace } from './namespaces';
import { namespaces } from './namespaces';
import { createTexts, type Texts } from './texts';

/** A catalogue as written: each message's ICU text by id. */
export type CatalogueSource = Readonly<Record<string, string>>;

/**
 * Every catalogue as written, by locale and namespace. The default's hold only the texts the spec
 * names; the rest of the default is Turkish.
 */
export const catalogueSources: Readonly<
  Record<Locale, Readonly<Record<Namespace, CatalogueSource>>>
> = {
  tr: {
    board: trBoard,
    detail: trDetail,
    account: trAccount,
    postings: trPostings,
    saved: trSaved,
    seeker: trSeeker,
    companies: trCompanies,
    applications: trApplications,
    moderation: trModeration,
    validation: trValidation,
    server: trServer,
    emails: trEmails,
  },
  en: {
    board: enBoard,
    detail: enDetail,
    account: enAccount,
    postings: enPostings,
    saved: enSaved,
    seeker: enSeeker,
    companies: enCompanies,
    applications: enApplications,
    moderation: enModeration,
    validation: enValidation,
    server: enServer,
    emails: enEmails,
  },
  default: {
    board: defaultBoard,
    detail: defaultDetail,
    account: defaultAccount,
    postings: defaultPostings,
    saved: defaultSaved,
    seeker: defaultSeeker,
    companies: defaultCompanies,
    applications: defaultApplications,
    moderation: defaultModeration,
    validation: defaultValidation,
    server: defaultServer,
    emails: defaultEmails,
  },
};

/**
 * The messages `locale` reads in `from`, compiled: the default's texts over the Turkish ones (or
 * over `defaultBase`'s, as the API's own messages are: `apiTextsOf`).
 */
export function compiledMessages(
  locale: Locale,
  from: readonly Namespace[] = namespaces,
  defaultBase: Exclude<Locale, 'default'> = 'tr',
): Messages {
  const messages: Messages = {};
  for (const namespace of from) {
    const layers =
      locale === 'default'
        ? [catalogueSources[defaultBase][namespace], catalogueSources.default[namespace]]
        : [catalogueSources[locale][namespace]];
    for (const layer of layers) {
      for (const [id, text] of Object.entries(layer)) messages[id] = compileMessage(text);
    }
  }
  return messages;
}

/** Texts compiled once per process and locale, by what `make` compiles. */
function onceByLocale(make: (locale: Locale) => Texts): (locale: Locale) => Texts {
  const made = new Map<Locale, Texts>();
  return (locale) => {
    let texts = made.get(locale);
    if (!texts) {
      texts = make(locale);
      made.set(locale, texts);
    }
    return texts;
  };
}

/** Every message of `locale`, compiled once per process: the server's render, stories, tests. */
export const allTextsOf = onceByLocale((locale) => createTexts(locale, compiledMessages(locale)));

/** What the API says itself: the forms' rules and its own messages. */
const apiNamespaces = ['validation', 'server'] as const satisfies readonly Namespace[];

/**
 * The API's words: a chosen language's own. With none chosen, the API's own messages as it has
 * always answered them (the default's texts over English: the spec's English, Laravel's) and the
 * rest as the browser shows it (the toasts it answers with: the spec's Turkish).
 */
export const apiTextsOf = onceByLocale((locale) =>
  locale === 'default'
    ? createTexts('default', {
        ...compiledMessages(
          'default',
          namespaces.filter(
            (namespace) => !(apiNamespaces as readonly Namespace[]).includes(namespace),
          ),
        ),
        ...compiledMessages('default', apiNamespaces, 'en'),
      })
    : allTextsOf(locale),
);
