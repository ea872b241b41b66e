import { parentPort } from 'node:worker_threads';

/** In a worker thread's module (workerThread.ts): answers each request with `answer`'s result. */
export function answerRequests<Request, Answer>(
  answer: (request: Request) => Answer | Promise<Answer>,
): void {
  parentPort?.on('message', async ({ id, request }: { id: number; request: Request }) => {
    try {
      parentPort?.postMessage({ id, answer: await answer(request) });
    } catch (error) {
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
