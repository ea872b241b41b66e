/**
 * Builds the server (vite.config.ts) unless dist/ is newer than everything it is built from, so
 * `pnpm start` and `pnpm admin` are quick the second time and never run an old build. Plain JavaScript, with Vite
 * loaded only to build: the check runs at every start, and Node alone starts in a fraction of the
 * time tsx takes.
 */
import { join } from 'node:path';
import { isStale } from '@job/machine/staleBuild';

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
const outputs = ['dist/main.js', 'dist/adminCli.js', 'dist/migrations'].map((file) =>
  join(serverDir, file),
);
if (isStale(outputs, inputs)) {
  const { build } = await import('vite');
  await build({ root: serverDir });
} else {
  console.log('The server build is up to date.');
}
