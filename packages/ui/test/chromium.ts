import { execFileSync } from 'node:child_process';

/** Debian's Chromium: tools may not download a browser of their own on these machines. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Flags for running as root in a container, plus the two that make pixels repeatable: no font
 * hinting and an sRGB colour profile whatever the display.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
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
