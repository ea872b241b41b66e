/**
 * The server's production build (`pnpm --filter @job/server build`; `pnpm start` runs it when
 * stale): the JavaScript `node dist/main.js` runs. Vite's SSR build (Rolldown underneath), as the
 * app's server render is built, because a compiler alone would not do: the server imports our
 * workspace packages as TypeScript and TSX source (contract, texts, emails), which Node cannot
 * run, so they are bundled in, with what they import (React, React Email, Lingui). The server's
 * own dependencies stay external, loaded from node_modules as from the source: PGlite finds its
 * wasm, sharp its binary, pino and zxcvbn their files where they are installed.
 *
 * Each worker thread's module is an entry of its own, named as its source file
 * (threads/workerThread.ts runs `renderWorker.js` for `renderWorker.ts`). Every file lands in
 * dist/, one level below the package as src/ is, so the files the server finds from its own place
 * (`./migrations` beside db/connect.ts, `../../app/dist` from config.ts) are found from either.
 */
import { cpSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import serverPackage from './package.json' with { type: 'json' };

const workers = ['src/mail/renderWorker.ts', 'src/auth/commonPasswordsWorker.ts'];

// Everything in the server's own dependencies but our workspace packages (source, bundled).
const installed = Object.keys(serverPackage.dependencies).filter(
  (name) => !name.startsWith('@job/'),
);

function isExternal(id: string): boolean {
  if (id.startsWith('node:') || builtinModules.includes(id)) return true;
  return installed.some((name) => id === name || id.startsWith(`${name}/`));
}

/** The migrations, read at start by Drizzle's migrator: dist/migrations, beside the bundle. */
function copyMigrations(): Plugin {
  return {
    name: 'job:copy-migrations',
    apply: 'build',
    writeBundle(options) {
      // From this file's folder, not the process's: a build started from the repo's root (a test) too.
      cpSync(
        join(import.meta.dirname, 'src/db/migrations'),
        resolve(import.meta.dirname, options.dir ?? 'dist', 'migrations'),
        {
          recursive: true,
        },
      );
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // Nothing of the app's client build: no public folder, no .env files of Vite's.
  publicDir: false,
  envDir: false,
  plugins: [copyMigrations()],
  ssr: { noExternal: true },
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    // Unminified, a stack trace in the logs reads as the source does: the names kept, each
    // module's code headed by its file (`// src/db/connect.ts`).
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        main: 'src/main.ts',
        // `pnpm admin`, run by Node as the server is, with no TypeScript runner in production.
        adminCli: 'src/moderation/adminCli.ts',
        ...Object.fromEntries(workers.map((file) => [basename(file, '.ts'), file])),
      },
      external: isExternal,
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
