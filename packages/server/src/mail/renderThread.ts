/**
 * Renders mail on a thread of its own (renderWorker.ts), so that a burst of mail (an alert's
 * matches, a digest) costs the requests on the server's thread nothing:
 *
 *   const renderer = createRenderThread();
 *   await renderer.render(email, { language, origin });  // the thread starts on first use
 *   await renderer.close();
 *
 * A thread that dies fails the renders it had; the next render starts a new one.
 */
import type { Email, RenderedEmail, RenderOptions } from '@job/emails';
import { workerThread } from '../threads/workerThread';
import type { RenderRequest } from './renderWorker';

export type RenderThread = ReturnType<typeof createRenderThread>;

export function createRenderThread() {
  const thread = workerThread<RenderRequest, RenderedEmail>(
    new URL('./renderWorker.ts', import.meta.url),
    'cannot render',
  );
  return {
    render: (email: Email, options: RenderOptions): Promise<RenderedEmail> =>
      thread.ask({ email, options }),
    /** Starts the thread now, so the first mail does not wait for it to load. */
    warm: thread.warm,
    close: thread.close,
  };
}
