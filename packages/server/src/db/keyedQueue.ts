/**
 * Runs each work of a key after the earlier ones of that key have settled. Writes that would wait
 * for one another on a database lock (creates of one slug family, applications to one posting)
 * queue here before they take a connection: queued on the lock instead, each would hold a pooled
 * connection while it waits, and a burst of them would leave every other request waiting for the
 * pool.
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
