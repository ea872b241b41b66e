/**
 * Whether a build is older than what it is built from, for the `build:stale` scripts that
 * `pnpm start` runs (the app's and the server's): so a second start skips the build, and none
 * serves an old one. A subpath of its own, so those scripts load nothing else of this package.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * When `path` (a file, or a folder and all in it) last changed; 0 for none.
 * @param {string} path
 * @returns {number}
 */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

/**
 * True when any of `outputs` is missing, or any of `inputs` changed after the first of them.
 * @param {[string, ...string[]]} outputs
 * @param {string[]} inputs
 */
export function isStale(outputs, inputs) {
  if (!outputs.every((output) => existsSync(output))) return true;
  const builtAt = statSync(outputs[0]).mtimeMs;
  return inputs.some((input) => newestChange(input) > builtAt);
}
