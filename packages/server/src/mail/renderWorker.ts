/**
 * The thread that renders mail for renderThread.ts: React Email takes a few milliseconds of CPU per
 * message, which on the server's own thread would hold up every request behind a burst of alerts.
 */
import { parentPort } from 'node:worker_threads';
import { type Email, type RenderOptions, renderEmail } from '@job/emails';

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
