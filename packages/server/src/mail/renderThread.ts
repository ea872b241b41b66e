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
import { Worker } from 'node:worker_threads';
import type { Email, RenderedEmail, RenderOptions } from '@job/emails';
import type { RenderRequest } from './renderWorker';

type Answer = { id: number; rendered: RenderedEmail } | { id: number; error: string };

interface Waiting {
  resolve: (rendered: RenderedEmail) => void;
  reject: (error: Error) => void;
}

export type RenderThread = ReturnType<typeof createRenderThread>;

export function createRenderThread() {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function failAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(new URL('./renderWorker.mjs', import.meta.url));
    thread.on('message', (answer: Answer) => {
      const request = waiting.get(answer.id);
      if (!request) return;
      waiting.delete(answer.id);
      if ('error' in answer) request.reject(new Error(`cannot render: ${answer.error}`));
      else request.resolve(answer.rendered);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`the render thread stopped (exit code ${code})`));
    });
    // Idle, it keeps no process alive: a server has its listening socket for that.
    thread.unref();
    worker = thread;
    return thread;
  }

  return {
    render(email: Email, options: RenderOptions): Promise<RenderedEmail> {
      const thread = started();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, email, options } satisfies RenderRequest);
      });
    },
    /** Starts the thread now, so the first mail does not wait for it to load. */
    warm(): void {
      started();
    },
    async close(): Promise<void> {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
