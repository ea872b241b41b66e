/**
 * The mixed load, run as a process of its own (as autocannon is): `connections` loops that each send
 * one request after another, round-robin over the servers, for `duration` seconds: 95 % reads of
 * the first three pages, 5 % creates. It prints one JSON line, a MixedResult.
 *
 * Staleness: every acknowledged create is recorded with its id and the moment its 201 arrived. A
 * read sent at t is stale when it misses a create acknowledged before t: its first page's newest
 * job is older than one acknowledged, or its totalCount is lower than the creates acknowledged. It
 * is stale by t minus the acknowledgement of the earliest create it misses (for the count, the
 * earliest it must miss).
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface MixedSettings {
  origins: string[];
  connections: number;
  /** Seconds. */
  duration: number;
  /** The posters' tokens: connection i creates as poster i (modulo), as many employers post. */
  tokens: string[];
  /** Per cent of the requests that create a job. */
  createShare: number;
  /** What the creates post, in turn (the alert rows post the board's own jobs again). */
  jobs?: JobFields[];
}

export interface MixedResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The reads' own latencies (the targets are the reads'), and the creates'. */
  readP50: number;
  readP99: number;
  createP50: number;
  createP99: number;
  reads: number;
  creates: number;
  failures: number;
  /** Reads that missed an acknowledged create. */
  staleReads: number;
  /** Milliseconds; 0 when no read was stale. */
  worstStaleness: number;
}

interface Answer {
  status: number;
  body: string;
}

// A 1×1 PNG: the server's image pipeline runs, without making the creates about image decoding.
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** What a create posts besides its detail and image. */
export interface JobFields {
  title: string;
  /** The brief. */
  description: string;
  workType: number;
  workplace?: string;
}

/** A create's body, as the mixed load and the alert rows post it. */
export const benchJob = (fields: JobFields) => ({
  ...fields,
  salary: '₺50.000',
  detail: '<p>Karışık yük altında eklendi.</p>',
  url: pixel,
});

const pageOffsets = [0, 5, 10];

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export async function runMixed(settings: MixedSettings): Promise<MixedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: settings.connections });
  const send = (origin: string, method: string, path: string, token?: string, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const call = httpRequest(
        `${origin}${path}`,
        {
          method,
          agent,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      call.setTimeout(10_000, () => call.destroy(new Error('timed out')));
      call.on('error', reject);
      call.end(payload);
    });

  const [firstOrigin = ''] = settings.origins;
  if (!firstOrigin) throw new Error('No server to load.');
  const initial = JSON.parse((await send(firstOrigin, 'GET', '/api/paginate/0/5')).body) as {
    totalCount: number;
  };

  /** In the order their 201s arrived. */
  const acknowledged: { id: number; at: number }[] = [];
  const latencies: number[] = [];
  const readLatencies: number[] = [];
  const createLatencies: number[] = [];
  const result = { reads: 0, creates: 0, failures: 0, staleReads: 0, worstStaleness: 0 };
  let sent = 0;
  const started = performance.now();
  const end = started + settings.duration * 1000;

  function recordStaleness(sentAt: number, ackedBefore: number, answer: string, offset: number) {
    const page = JSON.parse(answer) as { data: { id: number }[]; totalCount: number };
    let missedSince = Number.POSITIVE_INFINITY;
    const reflected = page.totalCount - initial.totalCount;
    if (reflected < ackedBefore) missedSince = acknowledged[Math.max(reflected, 0)]?.at ?? sentAt;
    const newest = page.data[0]?.id ?? 0;
    if (offset === 0) {
      const missed = acknowledged.slice(0, ackedBefore).find((create) => create.id > newest);
      if (missed) missedSince = Math.min(missedSince, missed.at);
    }
    if (missedSince !== Number.POSITIVE_INFINITY) {
      result.staleReads++;
      result.worstStaleness = Math.max(result.worstStaleness, sentAt - missedSince);
    }
  }

  async function loop(connection: number) {
    const token = settings.tokens[connection % settings.tokens.length];
    while (performance.now() < end) {
      const origin = settings.origins[sent++ % settings.origins.length] ?? firstOrigin;
      const sentAt = performance.now();
      const ackedBefore = acknowledged.length;
      const creating = Math.random() * 100 < settings.createShare;
      const offset = pageOffsets[Math.floor(Math.random() * pageOffsets.length)] ?? 0;
      try {
        const answer = creating
          ? await send(
              origin,
              'POST',
              '/api/jobs',
              token,
              benchJob(
                settings.jobs?.[sent % settings.jobs.length] ?? {
                  title: `Yük testi ${process.pid}-${sent}`,
                  description: 'Karışık yük',
                  workType: 1,
                },
              ),
            )
          : await send(origin, 'GET', `/api/paginate/${offset}/5`);
        const latency = performance.now() - sentAt;
        latencies.push(latency);
        (creating ? createLatencies : readLatencies).push(latency);
        if (answer.status >= 300) {
          result.failures++;
        } else if (creating) {
          result.creates++;
          const { data } = JSON.parse(answer.body) as { data: { id: number } };
          acknowledged.push({ id: data.id, at: performance.now() });
        } else {
          result.reads++;
          recordStaleness(sentAt, ackedBefore, answer.body, offset);
        }
      } catch {
        result.failures++;
      }
    }
  }

  await Promise.all(
    Array.from({ length: settings.connections }, (_, connection) => loop(connection)),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  for (const list of [latencies, readLatencies, createLatencies]) list.sort((a, b) => a - b);
  return {
    ...result,
    requestsPerSecond: (result.reads + result.creates + result.failures) / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    readP50: percentile(readLatencies, 0.5),
    readP99: percentile(readLatencies, 0.99),
    createP50: percentile(createLatencies, 0.5),
    createP99: percentile(createLatencies, 0.99),
  };
}

if (process.env.MIXED_SETTINGS) {
  const settings = JSON.parse(process.env.MIXED_SETTINGS) as MixedSettings;
  console.log(JSON.stringify(await runMixed(settings)));
}
