import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue as the browser downloads it: @job/texts/lazy imports each with `?browser`. */
const browserCatalogue = /\/catalogues\/(tr|en|default)\/(\w+)\.json\?browser$/;

/**
 * The catalogues as the browser downloads them (`loadMessages`, @job/texts/lazy), each a module of
 * its messages. A default one comes with the Turkish texts under the spec's own, as a visitor who
 * chose no language reads them: one download per namespace rather than two. Each ICU text becomes
 * Lingui's compiled form, so the page needs no message parser (Lingui's runtime compiler is a
 * development aid). The server, and its render, import the catalogues without the query and compile
 * them at start (`compiledMessages`).
 *
 * In the build they share one directory named by a hash of them all (`texts-<hash>/tr-board.js`)
 * instead of a hash each: the entry's table of the 27 downloads then repeats one hash, which
 * brotli sends once, where 27 different ones cost the first visit 0.25 KB. A change to any text
 * renames them all; they are a few kilobytes, and change only with a deploy.
 */
export function compiledCatalogues(): Plugin {
  /** Each catalogue's module as the build compiled it, by its locale and namespace (`tr/board`). */
  const compiled = new Map<string, string>();
  let serverRender = false;
  return {
    name: 'job:compiled-catalogues',
    // Before Vite's own JSON plugin, which would not know the query.
    enforce: 'pre',
    configResolved(config) {
      serverRender = Boolean(config.build.ssr);
    },
    outputOptions(options) {
      if (serverRender) return null;
      const otherChunks = options.chunkFileNames ?? 'assets/[name]-[hash].js';
      let directory: string | undefined;
      return {
        ...options,
        chunkFileNames(chunk) {
          const [, locale, namespace] = browserCatalogue.exec(chunk.facadeModuleId ?? '') ?? [];
          if (!locale) return typeof otherChunks === 'string' ? otherChunks : otherChunks(chunk);
          // Named once every catalogue has been compiled: the files are named as the bundle is written.
          directory ??= `assets/texts-${versionOf(compiled)}`;
          return `${directory}/${locale}-${namespace}.js`;
        },
      };
    },
    transform(code, id) {
      const [, locale, namespace] = browserCatalogue.exec(id) ?? [];
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
      const module = `export default ${JSON.stringify(messages)};`;
      compiled.set(`${locale}/${namespace}`, module);
      return { code: module, map: null };
    },
  };
}

/** A short hash of every compiled catalogue: their directory's name changes when one does. */
function versionOf(compiled: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const name of [...compiled.keys()].sort()) hash.update(`${name}\0${compiled.get(name)}\0`);
  return hash.digest('base64url').slice(0, 8);
}
