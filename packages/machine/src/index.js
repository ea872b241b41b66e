/**
 * What every run that starts Chromium, a child server or a test database shares about these
 * machines: the story tests, the server's tests, the e2e journeys and both benchmarks. Plain JavaScript (typed by index.d.ts), because
 * Vite loads the story tests' config file with Node, which runs no TypeScript from a package.
 */
import { createServer } from 'node:net';

/** Debian's Chromium: tools may not download a browser of their own on these machines. */
export const chromiumPath = '/usr/bin/chromium';

/** Flags for Chromium running as root in a container, quiet about updates and first runs. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A port the system says is free right now, for a server that is told its port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export { startMailCatcher } from './mailCatcher.js';
export { postgresAnswers, postgresMaintenanceUrl } from './postgres.js';
