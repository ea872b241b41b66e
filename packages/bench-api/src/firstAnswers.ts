// Reads asked for the first time (nothing cached), one after another: how long each took, their
// p50, p99 and slowest, and what missed its target.

export interface Timed {
  path: string;
  ms: number;
}

/** A kind of first answer as the summary prints it: what was timed, and what missed. */
export interface FirstAnswers {
  /** 'Sitemap', 'Filtered lists'. */
  label: string;
  times: string[];
  /** The target in words, with ✓ or ✗ after it in the summary. */
  target: string;
  misses: string[];
}

/** Asks `origin` for `path` once (a JSON `body` makes it a POST) and times the whole answer. */
export async function fetchTimed(
  origin: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ text: string; timed: Timed }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    ...(body === undefined
      ? { headers }
      : {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return { text, timed: { path, ms: performance.now() - started } };
}

export const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;

/** The p50, p99 and slowest of `timed`: '500 parts: p50 31 ms, p99 79 ms, slowest 147 ms (…)'. */
export function spread(timed: readonly Timed[], what: string): string {
  const sorted = [...timed].sort((a, b) => a.ms - b.ms);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const [p50, p99, slowest] = [at(0.5), at(0.99), sorted.at(-1)];
  if (!p50 || !p99 || !slowest) return `no ${what}`;
  return `${timed.length} ${what}: p50 ${ms(p50.ms)}, p99 ${ms(p99.ms)}, slowest ${ms(slowest.ms)} (${slowest.path})`;
}

/** The p99 of `timed`, in milliseconds. */
export function p99(timed: readonly Timed[]): number {
  const sorted = timed.map((one) => one.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
}
