import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type MinifyOptions, minify } from 'terser';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compiledCatalogues } from './src/compiledCatalogues.ts';
import { inlinedStylesheet } from './src/inlinedStylesheet.ts';

/**
 * Terser, three passes, where Rolldown's own minifier left the first visit's JavaScript 0.7 KB
 * larger on the wire (brotli) than the 80 KB it must stay under; it takes a few seconds more per
 * build. Safe transforms only; `ecma: 2020` lets it write the shorter forms every browser the build
 * targets reads.
 */
const terserOptions = { module: true, ecma: 2020, compress: { passes: 3 } } satisfies MinifyOptions;

// `pnpm dev` forwards API calls to a server started separately (the root `dev` script starts one).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The latin Inter file is on every page; preloading it lets its download start with the HTML's
// instead of after the CSS that names it. The built file's name carries a hash, so it is read off
// the bundle.
function preloadLatinFont(): Plugin {
  let base = '/';
  return {
    name: 'job:preload-latin-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) =>
            file.type === 'asset' &&
            file.originalFileNames.some((name) => name.endsWith('/inter-latin-wght-normal.woff2')),
        );
        if (!font) throw new Error('The latin Inter font is not in the build: nothing to preload.');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The page's stylesheets, a few kilobytes compressed, go inside index.html: as links they blocked
// the first paint of the server-rendered rows for a round trip each (Lighthouse's largest
// contentful paint waited on them). The files stay in the build for the lazy chunks that import them.
function inlineStylesheets(): Plugin {
  return {
    name: 'job:inline-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g,
          (_link, fileName: string) => {
            const file = bundle?.[fileName];
            if (file?.type !== 'asset') throw new Error(`${fileName} is not in the build.`);
            return inlinedStylesheet(`/${fileName}`, file.source.toString());
          },
        );
      },
    },
  };
}

// The public pages arrive rendered, so their scripts only hydrate them: they start once the page
// has painted (src/start/startAfterFirstPaint.js), leaving the connection to the document, the font
// and the images the first paint needs (on a slow phone line the 65 KB entry otherwise went first).
// The build puts the entry and its preloads in an inert template that the start script copies in.
function startAfterFirstPaint(): Plugin {
  const source = readFileSync(
    new URL('./src/start/startAfterFirstPaint.js', import.meta.url),
    'utf8',
  );
  return {
    name: 'job:start-after-first-paint',
    apply: 'build',
    async buildStart() {
      // An asset, not a chunk, so the bundle's minifier never sees it: minified here (half its bytes).
      const { code } = await minify(source, terserOptions);
      this.emitFile({ type: 'asset', name: 'start.js', source: code ?? source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const start = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes('start.js'),
        );
        if (!start) throw new Error('The start script is not in the build.');
        const scripts = (html.match(appScriptTags) ?? []).map((tag) => tag.trim());
        if (!scripts.some((tag) => tag.startsWith('<script'))) {
          throw new Error('index.html has no module script to start.');
        }
        // The build preloads nothing itself (`modulePreload: false` below): the entry's own imports
        // are preloaded here, so they download beside it rather than after it.
        const entry = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry,
        );
        if (entry?.type !== 'chunk') throw new Error('The build has no entry chunk.');
        for (const file of staticImports(entry.fileName, bundle ?? {})) {
          scripts.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
        }
        return html
          .replace(appScriptTags, '')
          .replace(
            '</head>',
            `<template id="app-scripts">${scripts.join('')}</template>` +
              `<script defer src="/${start.fileName}"></script></head>`,
          );
      },
    },
  };
}
/** The chunks `fileName` imports statically, and theirs, in the bundle. */
function staticImports(fileName: string, bundle: Rolldown.OutputBundle, found = new Set<string>()) {
  const chunk = bundle[fileName];
  for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(imported, bundle, found);
  }
  return found;
}

const appScriptTags =
  /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

export default defineConfig(({ isSsrBuild }) => ({
  // @job/ui ships its styles as .css.ts sources, so this build compiles them.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The browser's catalogues arrive compiled; the server render compiles its own at start.
    compiledCatalogues(),
    // The server render's build (dist/server, see `ssrBuild`) is no download: no preload, no copies.
    ...(isSsrBuild
      ? []
      : [
          preloadLatinFont(),
          inlineStylesheets(),
          startAfterFirstPaint(),
          // A brotli (quality 11) and a gzip (level 9) copy beside every text file the build writes,
          // which the server sends by the browser's Accept-Encoding: the best compression, paid once
          // per build.
          compression({ algorithms: ['brotliCompress', 'gzip'] }),
        ]),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  // Found only once ui's styles run; listed so the first dev load does not optimise and reload.
  optimizeDeps: {
    include: ['@job/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  // The server render's entry is one self-contained file the server loads from dist/server; in
  // development (scripts/dev-server.ts) Node loads the dependencies itself.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: {
    // bench:web follows this manifest to weigh what each route downloads.
    manifest: !isSsrBuild,
    // No list of every lazy chunk's imports in the entry, for the preloads of dynamic imports: its
    // hashed file names weighed 0.8 KB of the first visit's JavaScript, a bit more with each page.
    // A lazy page's own imports now download once its chunk has arrived; its styles still load
    // with it. A server-rendered page preloads its route's chunks itself (entry-server.tsx).
    modulePreload: false,
    ...(!isSsrBuild && { minify: 'terser' as const, terserOptions }),
    // Every module the first visit loads goes in one chunk with the entry, which the lazy pages
    // import from. Left to the automatic splitting they came as a dozen chunks of a few hundred
    // bytes each (one per set of pages sharing them): 1.4 KB more. Split in two, the first visit's
    // own modules and those lazy pages share too, the two files compressed 2.3 KB worse than one,
    // and the split moved with every page that came to share a list's parts.
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Only what is captured: their dependencies stay where the automatic splitting puts them.
            includeDependenciesRecursively: false,
            groups: [{ name: 'shared', tags: ['$initial'], minShareCount: 1 }],
          },
        },
      },
    }),
  },
}));

/** `vite build` with these options as well makes the server render's entry, after the app's. */
export const ssrBuild = { build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server' } };
