import type { Messages } from './compiledMessage';
import type { Locale } from './locales';
import { catalogueFiles, type Namespace } from './namespaces';

// One chunk per language and namespace, compiled at build time (the app's vite.config.ts); the server's own
// messages and its mails' never reach a browser.
const chunks = import.meta.glob<Messages>(
  ['./catalogues/*/*.json', '!./catalogues/*/server.json', '!./catalogues/*/emails.json'],
  { import: 'default' },
);

/** Downloads the messages `locale` reads in `from`, compiled and merged, in the browser. */
export async function loadMessages(locale: Locale, from: readonly Namespace[]): Promise<Messages> {
  const files = from.flatMap((namespace) =>
    catalogueFiles(locale, namespace).map((file) => `./catalogues/${file}`),
  );
  const loaded = await Promise.all(
    files.map((file) => {
      const load = chunks[file];
      if (!load) throw new Error(`No catalogue ${file}.`);
      return load();
    }),
  );
  // In order: the default's texts land over the Turkish ones they replace.
  return Object.assign({}, ...loaded);
}
