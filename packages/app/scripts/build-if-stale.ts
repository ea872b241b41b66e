/**
 * Builds the app unless dist/ is newer than everything it is built from, so `pnpm start` is quick
 * the second time and never serves an old build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { ssrBuild } from '../vite.config';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(appDir, '../..');
const builtIndex = join(appDir, 'dist/index.html');

/** What the build reads: the app, the ui and contract sources, and the files that configure them. */
const inputs = [
  join(appDir, 'src'),
  join(appDir, 'public'),
  join(appDir, 'index.html'),
  join(appDir, 'vite.config.ts'),
  join(appDir, 'package.json'),
  join(repoDir, 'packages/ui/src'),
  join(repoDir, 'packages/ui/package.json'),
  join(repoDir, 'packages/contract/src'),
  join(repoDir, 'pnpm-lock.yaml'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

// A build from before the server render had no entry for it: stale too.
const complete = existsSync(builtIndex) && existsSync(join(appDir, 'dist/server/entry-server.js'));
const builtAt = complete ? statSync(builtIndex).mtimeMs : 0;
if (inputs.some((input) => newestChange(input) > builtAt)) {
  await build({ root: appDir });
  await build({ root: appDir, ...ssrBuild });
} else {
  console.log('The app build is up to date.');
}
