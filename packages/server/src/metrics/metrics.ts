import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { tagLabel } from '../cache/keys';
import type { CacheEvents } from '../cache/readCache';
import { type DatabaseHandle, selectRows } from '../db/connect';

/**
 * The figures an operator watches (`GET /metrics`, in Prometheus' text format). Each server has
 * a registry of its own, since tests build many in one process; what belongs to the process (the
 * event loop's lag, memory, garbage collection) is collected once and shown by every server.
 */
export interface ServerMetrics {
  /** Times one answered request; `route` is the route's pattern, never the URL. */
  answered(method: string, route: string, status: number, seconds: number): void;
  /** The read cache's hits, misses and invalidations, by tag (see `tagLabel`). */
  readonly cacheEvents: CacheEvents;
  /** What the database figures are read from at each scrape, once it is open. */
  watch(sources: {
    database: DatabaseHandle;
    cacheBytes: () => number;
    log: FastifyBaseLogger;
  }): void;
  /** The text of one scrape and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

/** From a cached read (a millisecond or less) to the database's timeouts (5 to 10 s). */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** The process's own figures, nodejs_eventloop_lag_seconds among them, for every server. */
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): ServerMetrics {
  // Started with the first server, not its first scrape: the lag is measured from then on.
  const processWide = processFigures();
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: 'job_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  /**
   * A counter by tag label whose counts are kept here and handed to prom-client at each scrape:
   * the fast lane counts a hit for every answer it sends, and prom-client's labelled `inc` (the
   * labels checked and hashed on every call) cost more than the rest of the hit's bookkeeping.
   */
  const cacheCounter = (outcome: string, help: string) => {
    const counts = new Map<string, number>();
    new Counter({
      name: `job_read_cache_${outcome}_total`,
      help,
      labelNames: ['tag'] as const,
      registers: [registry],
      collect() {
        for (const [tag, count] of counts) this.inc({ tag }, count);
        counts.clear();
      },
    });
    return counts;
  };
  const hits = cacheCounter('hits', 'Answers sent from the read cache, by the tags they show.');
  const misses = cacheCounter('misses', 'Reads the cache did not hold, by the tags of the answer.');
  const invalidations = cacheCounter(
    'invalidations',
    'Writes that dropped the answers showing a tag ("all": every answer).',
  );
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const cacheBytes = gauge('job_read_cache_bytes', 'Bytes of answers the read cache keeps.');
  const connections = gauge(
    'job_db_connections',
    'Database connections by state: in_use, idle, and queries waiting for one (waiting).',
    ['state'],
  );
  const outboxPending = gauge('job_mail_outbox_pending', 'Mails in the outbox not yet sent.');
  const outboxOldest = gauge(
    'job_mail_outbox_oldest_pending_age_seconds',
    'Age of the oldest mail not yet sent; 0 when none waits.',
  );
  let sources: Parameters<ServerMetrics['watch']>[0] | undefined;
  /** Each series' own timer: prom-client's labels cost more per request than a fast answer. */
  const timers = new Map<string, (seconds: number) => void>();

  /** Each answer's labels, worked out once: a kept answer is hit again and again. */
  const labelsOfTags = new WeakMap<readonly string[], readonly string[]>();
  const labelsOf = (tags: readonly string[] | undefined): readonly string[] => {
    if (tags === undefined) return ['all'];
    let labels = labelsOfTags.get(tags);
    if (!labels) {
      // Once a label per event: a list page's answer carries a tag for each of its jobs.
      labels = [...new Set(tags.map(tagLabel))];
      labelsOfTags.set(tags, labels);
    }
    return labels;
  };
  const countTags = (counts: Map<string, number>, tags: readonly string[] | undefined) => {
    for (const label of labelsOf(tags)) counts.set(label, (counts.get(label) ?? 0) + 1);
  };

  /** One cheap query: the pending rows are the due index's own (outbox_due_idx). */
  async function readOutbox({ database, log }: NonNullable<typeof sources>) {
    try {
      const [row] = await selectRows<{ pending: number; oldest: number | null }>(
        database.db,
        sql`SELECT count(*)::int AS pending,
              extract(epoch FROM now() - min(created_at))::float8 AS oldest
            FROM outbox WHERE status = 'pending'`,
      );
      outboxPending.set(row?.pending ?? 0);
      outboxOldest.set(row?.oldest ?? 0);
    } catch (error) {
      // The other figures matter most while the database does not answer: no outbox figure then.
      outboxPending.reset();
      outboxOldest.reset();
      log.warn({ err: error }, 'metrics: the outbox could not be read');
    }
  }

  return {
    answered(method, route, status, seconds) {
      const series = `${method} ${route} ${status}`;
      let observe = timers.get(series);
      if (!observe) {
        const child = requestSeconds.labels({ method, route, status });
        observe = (value) => child.observe(value);
        timers.set(series, observe);
      }
      observe(seconds);
    },
    cacheEvents: {
      hit: (tags) => countTags(hits, tags),
      miss: (tags) => countTags(misses, tags),
      invalidated: (tags) => countTags(invalidations, tags),
    },
    watch(watched) {
      sources = watched;
    },
    async scrape() {
      if (sources) {
        const { inUse, idle, waiting } = sources.database.connections();
        connections.set({ state: 'in_use' }, inUse);
        connections.set({ state: 'idle' }, idle);
        connections.set({ state: 'waiting' }, waiting);
        cacheBytes.set(sources.cacheBytes());
        await readOutbox(sources);
      }
      const merged = Registry.merge([processWide, registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}
