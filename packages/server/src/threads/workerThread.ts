/**
 * A thread of its own for CPU work that would otherwise hold up every request on the server's
 * thread: a module that answers requests (`answerRequests` in it), asked one request at a time
 * by id.
 *
 *   const thread = workerThread<Request, Answer>(new URL('./someWorker.ts', import.meta.url));
 *   await thread.ask(request);  // the thread starts on first use, or on `warm`
 *   await thread.close();
 *
 * A thread that dies fails the requests it had; the next request starts a new one.
 */
import { Worker } from 'node:worker_threads';

type Reply<Answer> = { id: number; answer: Answer } | { id: number; error: string };

interface Waiting<Answer> {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

export interface WorkerThread<Request, Answer> {
  ask(request: Request): Promise<Answer>;
  /** Starts the thread now, so the first request does not wait for it to load. */
  warm(): void;
  close(): Promise<void>;
}

// Node runs plain JavaScript in a worker. From the source (tsx, Vitest), this entry has tsx load
// the TypeScript module; built (vite.config.ts), each worker module is an entry of its own beside
// this code, its name's .ts made .js.
const fromSource = import.meta.url.endsWith('.ts');
const typescriptEntry = new URL('./typescriptWorker.mjs', import.meta.url);

/** The thread running `module` (a TypeScript file); `what` names it in its errors. */
export function workerThread<Request, Answer>(
  module: URL,
  what: string,
): WorkerThread<Request, Answer> {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting<Answer>>();

  function failAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = fromSource
      ? new Worker(typescriptEntry, { workerData: { module: module.href } })
      : new Worker(new URL(module.href.replace(/\.ts$/, '.js')));
    thread.on('message', (reply: Reply<Answer>) => {
      const request = waiting.get(reply.id);
      if (!request) return;
      waiting.delete(reply.id);
      if ('error' in reply) request.reject(new Error(`${what}: ${reply.error}`));
      else request.resolve(reply.answer);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`${what}: the thread stopped (exit code ${code})`));
    });
    // Idle, it keeps no process alive: a server has its listening socket for that.
    thread.unref();
    worker = thread;
    return thread;
  }

  return {
    ask(request) {
      const thread = started();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, request });
      });
    },
    warm() {
      started();
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
