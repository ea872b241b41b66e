/**
 * Builds the server (vite.config.ts) unless dist/ is newer than everything it is built from, so
 * `pnpm start` is quick the second time and never runs an old build.
 */
import { join } from 'node:path';
import { isStale } from '@job/machine/staleBuild';
import { build } from 'vite';

const serverDir = join(import.meta.dirname, '..');
const repoDir = join(serverDir, '../..');

/** What the bundle holds: the server's source and the workspace packages it inlines. */
const inputs = [
  join(serverDir, 'src'),
  join(serverDir, 'vite.config.ts'),
  join(serverDir, 'package.json'),
  ...['contract', 'texts', 'emails'].flatMap((name) => [
    join(repoDir, 'packages', name, 'src'),
    join(repoDir, 'packages', name, 'package.json'),
  ]),
  join(repoDir, 'pnpm-lock.yaml'),
];

// The migrations are copied last: a build stopped before them is stale too.
const outputs: [string, string] = [
  join(serverDir, 'dist/main.js'),
  join(serverDir, 'dist/migrations'),
];
if (isStale(outputs, inputs)) await build({ root: serverDir });
else console.log('The server build is up to date.');
