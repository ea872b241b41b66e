import type { ClientOptions } from 'openapi-fetch';

/** A call the app made, held until the test answers it. */
export interface HeldCall {
  /** The method and path, as `GET /api/paginate/0/5`. */
  name: string;
  request: Request;
  answer(body?: unknown, init?: ResponseInit): void;
}

/**
 * The API as a test plays it: the client's `fetch` keeps every call unanswered until the test
 * answers it, in any order, so the app's ordering rules meet the races they are for. The calls
 * named in `atOnce` (`GET /api/filterCounts`) get its answer as they are made instead, and are
 * kept apart (`answeredAtOnce`): the other calls' indices stay the test's own.
 */
export function holdAnswers(atOnce: Readonly<Record<string, unknown>> = {}) {
  const calls: HeldCall[] = [];
  const answeredAtOnce: Request[] = [];
  const fetch = (request: Request) => {
    const name = `${request.method} ${new URL(request.url).pathname}`;
    if (name in atOnce) {
      answeredAtOnce.push(request);
      return Promise.resolve(Response.json(atOnce[name]));
    }
    return new Promise<Response>((resolve) => {
      calls.push({
        name,
        request,
        // No body: an answer such as a 204, which may have none; a Blob: a file, as it is.
        answer: (body, init) =>
          resolve(
            body === undefined || body instanceof Blob
              ? new Response(body ?? null, init)
              : Response.json(body, init),
          ),
      });
    });
  };
  const client: ClientOptions = { baseUrl: 'http://job.test', fetch };

  /**
   * The `index`th call (from 0), once made: the client's middleware runs before it fetches, and the
   * first call waits for openapi-fetch to load (a second at most).
   */
  async function call(index: number): Promise<HeldCall> {
    const deadline = Date.now() + 1000;
    await settle();
    while (!calls[index] && Date.now() < deadline) await settle();
    const held = calls[index];
    if (!held) throw new Error(`The app made ${calls.length} calls, not ${index + 1}.`);
    return held;
  }

  /** Answers the `index`th call once it is made. */
  async function answer(index: number, body?: unknown, init?: ResponseInit): Promise<void> {
    (await call(index)).answer(body, init);
  }

  return { calls, answeredAtOnce, call, answer, client };
}

/** Lets every call and answer on its way arrive: each goes through a few promise turns. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
