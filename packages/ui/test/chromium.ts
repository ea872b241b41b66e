import { execFileSync } from 'node:child_process';
import { chromiumArgs, chromiumPath } from '@job/machine';

/** The machine's flags plus the two that make pixels repeatable: no font hinting, sRGB colour. */
export const screenshotChromiumArgs = [
  ...chromiumArgs,
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** Vitest global setup: say which Chromium took the screenshots, since baselines belong to one build. */
export default function printChromiumVersion() {
  const version = execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.log(`Story tests and screenshots run in ${version} (${chromiumPath})`);
}
