import type { Messages } from './compiledMessage';
import type { Locale } from './locales';
import type { Namespace } from './namespaces';

// One chunk per language and namespace, made at build time by the app's `compiledCatalogues`
// (`?browser`): compiled, and the default's with the Turkish texts under the spec's, so a visitor
// who chose no language downloads one per namespace. The server's own messages and its mails' never
// reach a browser.
const chunks = import.meta.glob<Messages>(
  ['./catalogues/*/*.json', '!./catalogues/*/server.json', '!./catalogues/*/emails.json'],
  { import: 'default', query: '?browser' },
);

/** Downloads the messages `locale` reads in `from`, compiled and merged, in the browser. */
export async function loadMessages(locale: Locale, from: readonly Namespace[]): Promise<Messages> {
  const loaded = await Promise.all(
    from.map((namespace) => {
      const file = `${locale}/${namespace}.json`;
      const load = chunks[`./catalogues/${file}`];
      if (!load) throw new Error(`No catalogue ${file}.`);
      return load();
    }),
  );
  return Object.assign({}, ...loaded);
}
