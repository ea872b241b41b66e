import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { startNode } from './processes';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadSettings {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of the same load before measuring, not counted. */
  warmup: number;
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Each `[<id>]` in the body becomes a new random id on every request (a search never cached). */
  uniqueIds?: boolean;
  /** The one status that counts as answered (the not-found page's 404); unset, any 2xx. */
  expectStatus?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts, plus answers outside 2xx (or other than `expectStatus`). */
  failures: number;
  /** Bytes received per answer, headers included (to see that two servers sent the same). */
  bytesPerAnswer?: number;
}

/** The part of autocannon's `--json` result the table reads. */
interface AutocannonResult {
  requests: { average: number; total: number };
  throughput: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

/**
 * Loads `origin` with `request` from autocannon's CLI in a process of its own, so the load
 * generator never shares an event loop (or a core's time slice) with the server it measures.
 */
export async function load(
  origin: string,
  request: Request,
  settings: LoadSettings,
): Promise<LoadResult> {
  const args = ['--json', '-c', String(settings.connections), '-d', String(settings.duration)];
  if (settings.warmup > 0) {
    args.push(
      '--warmup',
      '[',
      '-c',
      String(settings.connections),
      '-d',
      String(settings.warmup),
      ']',
    );
  }
  args.push('-m', request.method);
  for (const [name, value] of Object.entries(request.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (request.body !== undefined) {
    args.push('-H', 'content-type=application/json', '-b', JSON.stringify(request.body));
  }
  if (request.uniqueIds) args.push('--idReplacement');
  args.push(`${origin}${request.path}`);

  const autocannon = startNode(autocannonCli, args, { cwd: dirname(autocannonCli) });
  // Bounded even if autocannon hangs: its own run plus a minute of grace.
  const limit = setTimeout(
    () => autocannon.stop(),
    (settings.duration + settings.warmup + 60) * 1000,
  );
  const code = await autocannon.exited;
  clearTimeout(limit);
  const lines = autocannon.output().trim().split('\n');
  const json = lines.findLast((line) => line.startsWith('{'));
  if (code !== 0 || !json) {
    throw new Error(`autocannon exited with ${code}:\n${autocannon.output()}`);
  }
  const result = JSON.parse(json) as AutocannonResult;
  const unexpected =
    request.expectStatus === undefined
      ? result.non2xx
      : Object.entries(result.statusCodeStats ?? {})
          .filter(([status]) => Number(status) !== request.expectStatus)
          .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + unexpected,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}
