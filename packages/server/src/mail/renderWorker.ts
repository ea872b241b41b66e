/**
 * The thread that renders mail for renderThread.ts: React Email takes a few milliseconds of CPU per
 * message, which on the server's own thread would hold up every request behind a burst of alerts.
 */
import { setPriority } from 'node:os';
import { type Email, type RenderOptions, renderEmail } from '@job/emails';
import { answerRequests } from '../threads/answerRequests';

// Mail can wait a moment, a visitor's page should not: on Linux, pid 0 is the calling thread
// alone, so this thread yields the cores to the request thread and the database under load.
// Elsewhere it would be the whole process, so it is left as it is.
if (process.platform === 'linux') setPriority(0, 10);

export interface RenderRequest {
  email: Email;
  options: RenderOptions;
}

answerRequests(({ email, options }: RenderRequest) => renderEmail(email, options));
