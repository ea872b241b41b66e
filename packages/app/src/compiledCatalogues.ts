import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue as the browser downloads it: @job/texts/lazy imports each with `?browser`. */
const browserCatalogue = /\/catalogues\/(tr|en|default)\/\w+\.json\?browser$/;

/**
 * The catalogues as the browser downloads them (`loadMessages`, @job/texts/lazy), each a module of
 * its messages. A default one comes with the Turkish texts under the spec's own, as a visitor who
 * chose no language reads them: one download per namespace rather than two. Each ICU text becomes
 * Lingui's compiled form, so the page needs no message parser (Lingui's runtime compiler is a
 * development aid). The server, and its render, import the catalogues without the query and compile
 * them at start (`compiledMessages`).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'job:compiled-catalogues',
    // Before Vite's own JSON plugin, which would not know the query.
    enforce: 'pre',
    transform(code, id) {
      const locale = browserCatalogue.exec(id)?.[1];
      if (!locale) return null;
      let source: Record<string, string> = JSON.parse(code);
      if (locale === 'default') {
        const turkishFile = id.replace(/\/default\/(\w+\.json)\?browser$/, '/tr/$1');
        this.addWatchFile(turkishFile);
        source = { ...JSON.parse(readFileSync(turkishFile, 'utf8')), ...source };
      }
      const messages = Object.fromEntries(
        Object.entries(source).map(([messageId, text]) => [messageId, compileMessage(text)]),
      );
      return { code: `export default ${JSON.stringify(messages)};`, map: null };
    },
  };
}
