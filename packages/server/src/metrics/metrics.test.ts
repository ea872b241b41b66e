import { sql } from 'drizzle-orm';
import Fastify, { type RouteHandlerMethod } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../test/databases';
import { jobForm, picture } from '../test/images';
import { backgroundDone, startServer, type TestServer } from '../test/server';
import type { ServerMetrics } from './metrics';
import { metricsRoutes } from './routes';

/** One line of a scrape: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample: ${line}`);
      const [, name = '', labelText = '', value = ''] = match;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]),
      );
      return { name, labels, value: Number(value) };
    });
}

/** The value of the sample named `name` whose labels include `labels`; 0 when there is none. */
function figure(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found?.value ?? 0;
}

describe('GET /metrics', () => {
  let server: TestServer;
  let token: string;
  let png: Buffer;

  beforeAll(async () => {
    png = await picture('png', 8, 8);
    // The sender looks for mail only when woken: a look of its own could queue behind the
    // transactions a test holds and be counted with the ones it holds.
    server = await startServer({ mailSender: { pollMs: 60 * 60_000 } });
    ({ token } = await server.signUp());
  });
  afterAll(() => server.close());

  async function scrape(): Promise<Sample[]> {
    const answer = await server.request('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    return samplesOf(String(answer.body));
  }

  async function createJob(title: string) {
    const answer = await server.request('/api/jobs', {
      token,
      form: jobForm({ title, workType: '3' }, { data: png, name: 'logo.png', type: 'image/png' }),
    });
    expect(answer.status).toBe(201);
    return answer.body.data as { slug: string };
  }

  it('times requests by route pattern and status, the fast lane and 404s included', async () => {
    const { slug } = await createJob('Ölçülen İş');
    const list = '/api/paginate/0/10';
    const laneBefore = server.app.fastLane.answered;
    for (let i = 0; i < 3; i++) expect((await server.request(list)).status).toBe(200);
    expect(server.app.fastLane.answered).toBeGreaterThan(laneBefore);
    expect((await server.request(`/api/jobs/${slug}`)).status).toBe(200);
    expect((await server.request('/api/jobs/no-such-job')).status).toBe(404);

    const samples = await scrape();
    const count = 'job_http_request_duration_seconds_count';
    const route = { method: 'GET', route: '/api/paginate/:offset/:limit', status: '200' };
    expect(figure(samples, count, route)).toBe(3);
    expect(figure(samples, count, { route: '/api/jobs/:slug', status: '200' })).toBe(1);
    expect(figure(samples, count, { route: '/api/jobs/:slug', status: '404' })).toBe(1);
    expect(figure(samples, count, { route: '/api/jobs', status: '201' })).toBe(1);
    // Never an address: no label holds the slug.
    expect(samples.some(({ labels }) => Object.values(labels).some((v) => v.includes(slug)))).toBe(
      false,
    );
    const buckets = samples.filter(
      (sample) =>
        sample.name === 'job_http_request_duration_seconds_bucket' &&
        sample.labels.route === route.route,
    );
    expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(3);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(samples.some((sample) => sample.name === name)).toBe(true);
    }
  });

  it('counts cache hits, misses and the invalidations of each tag', async () => {
    const list = '/api/getType';
    // Asked for as it is: its compressed copy is a cache entry of its own, one more miss once the
    // list outgrows the compression threshold.
    const read = () =>
      server.request(list, {
        json: { type: 'freelance' },
        headers: { 'accept-encoding': 'identity' },
      });
    const before = await scrape();
    await read(); // a miss, or a hit if the earlier test's list is still kept
    await read(); // a hit (the fast lane's, once it knows the request)
    const afterReads = await scrape();
    const hits = (samples: Sample[]) =>
      figure(samples, 'job_read_cache_hits_total', { tag: 'list:3:*' });
    const misses = (samples: Sample[]) =>
      figure(samples, 'job_read_cache_misses_total', { tag: 'list:3:*' });
    expect(hits(afterReads) + misses(afterReads)).toBe(hits(before) + misses(before) + 2);
    expect(hits(afterReads)).toBeGreaterThan(hits(before));

    await createJob('Önbelleği Düşüren İş');
    await read(); // the list was dropped: computed again
    const afterWrite = await scrape();
    const invalidations = (samples: Sample[], tag: string) =>
      figure(samples, 'job_read_cache_invalidations_total', { tag });
    for (const tag of ['list:3:*', 'list:*:*', 'job']) {
      expect(invalidations(afterWrite, tag)).toBe(invalidations(afterReads, tag) + 1);
    }
    expect(invalidations(afterWrite, 'list:1:*')).toBe(invalidations(afterReads, 'list:1:*'));
    expect(misses(afterWrite)).toBe(misses(afterReads) + 1);
    expect(figure(afterWrite, 'job_read_cache_bytes')).toBeGreaterThan(0);
  });

  it('shows the connections in use and the queries waiting for one', async () => {
    const { database } = server.app;
    // The background done with what the earlier tests gave it (their jobs matched, the welcome
    // mail sent), so that none of its queries queues with the ones this test holds.
    await backgroundDone(server);
    // More transactions than there are connections (10 pooled ones; PGlite is one), held open.
    const connections = testDatabaseKind() === 'postgres' ? 10 : 1;
    const held = connections + 2;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transactions = Array.from({ length: held }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await gate;
      }),
    );
    try {
      const waiting = (count: number) =>
        vi.waitFor(() => expect(database.connections().waiting).toBe(count), { interval: 5 });
      await waiting(held - connections);
      const scraped = server.request('/metrics');
      // The scrape reads the counts, then queues its outbox query behind the transactions.
      await waiting(held - connections + 1);
      release();
      const samples = samplesOf(String((await scraped).body));
      expect(figure(samples, 'job_db_connections', { state: 'in_use' })).toBe(connections);
      expect(figure(samples, 'job_db_connections', { state: 'waiting' })).toBe(held - connections);
    } finally {
      release();
      await Promise.all(transactions);
    }
    expect(database.connections()).toMatchObject({ inUse: 0, waiting: 0 });
  });

  it("shows the outbox's depth and the age of its oldest mail", async () => {
    // Not due for an hour, so no sender takes it meanwhile.
    await server.app.database.db.execute(sql`
      INSERT INTO outbox (message_id, kind, recipient, subject, html, text, created_at, next_attempt_at)
      VALUES ('<metrics@example.com>', 'passwordReset', 'a@example.com', 's', 'h', 't',
              now() - interval '90 seconds', now() + interval '1 hour')`);
    const samples = await scrape();
    expect(figure(samples, 'job_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(figure(samples, 'job_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(
      90,
    );
  });

  it('answers 404, as an address with nothing, to an address METRICS_ALLOW does not list', async () => {
    const notFound = await server.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
    const nothing = await server.app.inject({ url: '/nothing', remoteAddress: '203.0.113.7' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(nothing.json().message.replace('/nothing', '/metrics'));
    // The default is loopback, in either family, and IPv4 as a dual-stack socket shows it.
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await server.app.inject({ url: '/metrics', remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(200);
    }
  });
});

describe('METRICS_ALLOW', () => {
  it('lets in the subnets it lists, and no one else', async () => {
    const scrapes = { scrape: async () => ({ contentType: 'text/plain', text: '' }) };
    const routes = metricsRoutes(scrapes as unknown as ServerMetrics, ['203.0.113.0/24']);
    const app = Fastify();
    app.get('/metrics', routes.metrics?.handler as RouteHandlerMethod);
    const from = (remoteAddress: string) =>
      app.inject({ url: '/metrics', remoteAddress }).then((answer) => answer.statusCode);
    expect(await from('203.0.113.7')).toBe(200);
    expect(await from('127.0.0.1')).toBe(404);
    expect(await from('198.51.100.7')).toBe(404);
  });
});
