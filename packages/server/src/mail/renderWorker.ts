/**
 * The thread that renders mail for renderThread.ts: React Email takes a few milliseconds of CPU per
 * message, which on the server's own thread would hold up every request behind a burst of alerts.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type Email, type RenderOptions, renderEmail } from '@job/emails';

// Mail can wait a moment, a visitor's page should not: on Linux, pid 0 is the calling thread
// alone, so this thread yields the cores to the request thread and the database under load.
// Elsewhere it would be the whole process, so it is left as it is.
if (process.platform === 'linux') setPriority(0, 10);

export interface RenderRequest {
  id: number;
  email: Email;
  options: RenderOptions;
}

parentPort?.on('message', async ({ id, email, options }: RenderRequest) => {
  try {
    parentPort?.postMessage({ id, rendered: await renderEmail(email, options) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
