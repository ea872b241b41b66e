/**
 * Builds the app unless dist/ is newer than everything it is built from, so `pnpm start` is quick
 * the second time and never serves an old build.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from '@job/machine/staleBuild';
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

// A build from before the server render had no entry for it: stale too.
if (isStale([builtIndex, join(appDir, 'dist/server/entry-server.js')], inputs)) {
  await build({ root: appDir });
  await build({ root: appDir, ...ssrBuild });
} else {
  console.log('The app build is up to date.');
}
