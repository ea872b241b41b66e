// One measurement at a time: a request loaded on one server, on several at once, or the mixed load
// from a process of its own; each printed as it ends.
import { type LoadResult, load, type Request } from './load';
import type { MixedResult, MixedSettings } from './mixed';
import { settings } from './options';
import { runToEnd, startNode } from './processes';
import { signUp } from './requests';
import { benchDir } from './servers';

/** The mixed load's posters at most, one per connection: a server takes 20 sign-ups an hour. */
const mixedPosters = 10;

/** The mixed load from a process of its own, round-robin over `origins`. */
export async function measureMixed(
  name: string,
  origins: string[],
  overrides: Partial<MixedSettings> = {},
): Promise<MixedResult> {
  process.stdout.write(`  ${name}… `);
  const [origin = ''] = origins;
  const connections = overrides.connections ?? settings.connections;
  const tokens: string[] = [];
  // A member's creates take turns (their postings of the day are counted): one poster would
  // queue them all.
  for (let i = 0; i < Math.min(connections, mixedPosters); i++) tokens.push(await signUp(origin));
  const mixedSettings: MixedSettings = {
    origins,
    connections,
    duration: settings.duration,
    tokens,
    createShare: 5,
    ...overrides,
  };
  const child = startNode('src/mixed.ts', [], {
    cwd: benchDir,
    env: { MIXED_SETTINGS: JSON.stringify(mixedSettings) },
  });
  const output = await runToEnd('The mixed load', child);
  const json = output
    .trim()
    .split('\n')
    .findLast((line) => line.startsWith('{'));
  if (!json) throw new Error(`The mixed load printed no result:\n${output}`);
  const result = JSON.parse(json) as MixedResult;
  console.log(
    `${Math.round(result.requestsPerSecond).toLocaleString('en')} requests/s, ` +
      `${result.failures} failed, worst staleness ${Math.round(result.worstStaleness)} ms`,
  );
  return result;
}

export async function measure(name: string, origin: string, request: Request): Promise<LoadResult> {
  process.stdout.write(`  ${name}… `);
  const result = await load(origin, request, settings);
  report(result);
  return result;
}

export function report(result: LoadResult) {
  const failed = result.failures > 0 ? `, ${result.failures} failed` : '';
  console.log(`${Math.round(result.requestsPerSecond).toLocaleString('en')} requests/s${failed}`);
}

/**
 * One autocannon per server, together, each with its share of the connections (the load balancer's
 * round-robin, by connection). Latencies are the slower server's.
 */
export async function measureSpread(name: string, origins: string[], request: Request) {
  process.stdout.write(`  ${name}… `);
  const connections = Math.ceil(settings.connections / origins.length);
  const results = await Promise.all(
    origins.map((origin) => load(origin, request, { ...settings, connections })),
  );
  const result = {
    requestsPerSecond: results.reduce((sum, one) => sum + one.requestsPerSecond, 0),
    p50: Math.max(...results.map((one) => one.p50)),
    p99: Math.max(...results.map((one) => one.p99)),
    failures: results.reduce((sum, one) => sum + one.failures, 0),
  };
  report(result);
  return result;
}

export const perAnswer = ({ bytesPerAnswer = 0 }: LoadResult) =>
  `${Math.round(bytesPerAnswer).toLocaleString('en')} bytes each with headers`;
