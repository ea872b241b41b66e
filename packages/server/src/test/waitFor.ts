/** Calls `read` every 20 ms until `done` holds of its answer; answers how long that took. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  limitMs: number,
) {
  const started = Date.now();
  while (!done(await read())) {
    if (Date.now() - started > limitMs) throw new Error(`Not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}
