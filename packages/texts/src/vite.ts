import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const catalogueFile = /\/catalogues\/(?:tr|en|default)\/\w+\.json$/;

/**
 * Compiles the catalogues a browser downloads: each ICU text becomes Lingui's compiled form, so the
 * page needs no message parser (Lingui's runtime compiler is a development aid only). Server
 * renders, stories and tests compile at start instead (`compiledMessages`).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'job:compiled-catalogues',
    // Before Vite's own JSON plugin, which turns the compiled JSON into a module.
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !catalogueFile.test(id)) return null;
      const source: Record<string, string> = JSON.parse(code);
      const compiled = Object.fromEntries(
        Object.entries(source).map(([messageId, text]) => [messageId, compileMessage(text)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
