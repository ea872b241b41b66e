import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../db/connect';
import type { Job } from '../jobs/service';
import { dereference, type JsonSchema, readOpenApi } from '../openapi/document';
import { testDatabaseKind } from '../test/databases';
import { jobForm, picture } from '../test/images';
import { rawGet, rawRequest } from '../test/rawHttp';
import { backgroundDone, startServer, startServerPair, type TestServer } from '../test/server';
import { waitFor } from '../test/waitFor';
import { listenerName } from './boardChanges';

let png: Buffer;

beforeAll(async () => {
  png = await picture('png', 64, 64);
});

// Long enough for one job to make an answer worth compressing.
const detail = `<p>${'Uzaktan çalışma, esnek saatler. '.repeat(40)}</p>`;

/** Posts a job through the API of `server` and answers it as stored. */
async function createJob(server: TestServer, token: string, title: string): Promise<Job> {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm(
      { title, salary: '₺50.000', description: 'Kısa tanım', workType: '3', detail },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

describe('the public reads, cached', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    // The mail sender's look for due mail would be a query of its own in a spy's window.
    server = await startServer({ mailSender: { pollMs: 60 * 60_000 } });
    ({ token } = await server.signUp());
    await createJob(server, token, 'Kıdemli Veri Mühendisi');
  });
  afterAll(() => server.close());

  /**
   * Counts what the job service asks of the database from now on, once the work begun after
   * earlier answers is done (a create's matching, a sign-up's mail): on a slow run it was counted.
   */
  async function spyOnQueries() {
    await backgroundDone(server);
    const { db } = server.app.database;
    const spies = [vi.spyOn(db, 'select'), vi.spyOn(db, 'execute')];
    return {
      count: () => spies.reduce((total, spy) => total + spy.mock.calls.length, 0),
      restore: () => {
        for (const spy of spies) spy.mockRestore();
      },
    };
  }

  it('tags a page with an ETag and answers 304 to it without querying the database', async () => {
    const first = await server.request('/api/paginate/0/5');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w.-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const queries = await spyOnQueries();
    try {
      const again = await server.request('/api/paginate/0/5', {
        headers: { 'if-none-match': `"other", ${etag}` },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(queries.count()).toBe(0);

      // The spy does see the queries of a read the cache cannot answer.
      const other = await server.request('/api/paginate/1/5');
      expect(other.status).toBe(200);
      expect(queries.count()).toBeGreaterThan(0);
    } finally {
      queries.restore();
    }
  });

  it('answers a repeated read with the same bytes and no query', async () => {
    const first = await server.request('/api/jobs/kidemli-veri-muhendisi');
    expect(first.status).toBe(200);
    const queries = await spyOnQueries();
    try {
      const again = await server.request('/api/jobs/kidemli-veri-muhendisi');
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const search = { json: { data: 'veri' } };
      await server.request('/api/search', search);
      const before = queries.count();
      await server.request('/api/search', search);
      expect(queries.count()).toBe(before);
      // POST reads carry no tag (a matching If-None-Match would have to answer 412).
      expect((await server.request('/api/search', search)).headers.get('etag')).toBeNull();
    } finally {
      queries.restore();
    }
  });

  it('shows a new job at once in the pages, the type, the detail and the search', async () => {
    const page = await server.request('/api/paginate/0/5');
    const ofType = await server.request('/api/getType', { json: { type: 'freelance' } });
    const search = await server.request('/api/search', { json: { data: 'zeplin' } });
    expect(search.body).toEqual([]);
    const detail = await server.request('/api/jobs/zeplin-pilotu');
    expect(detail.status).toBe(404);

    const job = await createJob(server, token, 'Zeplin Pilotu');

    const pageAfter = await server.request('/api/paginate/0/5', {
      headers: { 'if-none-match': page.headers.get('etag') ?? '' },
    });
    expect(pageAfter.status, 'a tag from before the write no longer matches').toBe(200);
    expect(pageAfter.body.data[0]).toEqual(job);
    expect(pageAfter.body.totalCount).toBe(page.body.totalCount + 1);
    const ofTypeAfter = await server.request('/api/getType', { json: { type: 'freelance' } });
    expect(ofTypeAfter.body.totalCount).toBe(ofType.body.totalCount + 1);
    expect((await server.request('/api/search', { json: { data: 'zeplin' } })).body).toEqual([job]);
    expect((await server.request('/api/jobs/zeplin-pilotu')).body).toEqual({ data: job });
  });

  it('compresses a cached answer once per encoding, as the client accepts it', async () => {
    const plain = await rawGet(`${server.baseUrl}/api/paginate/0/5`, {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const first = await rawGet(`${server.baseUrl}/api/paginate/0/5`, {
        'accept-encoding': `${encoding}, deflate`,
      });
      const queries = await spyOnQueries();
      try {
        const again = await rawGet(`${server.baseUrl}/api/paginate/0/5`, {
          'accept-encoding': `${encoding}, deflate`,
        });
        expect(queries.count()).toBe(0);
        expect(again.headers['content-encoding']).toBe(encoding);
        expect(again.wire.length).toBeLessThan(plain.wire.length);
        expect(decode(again.wire).toString()).toBe(plain.wire.toString());
        expect(again.headers.etag).toBe(first.headers.etag);
        // Weak, so shared by the encodings of one content (as nginx does): a 304 whatever the
        // encoding the tag was first sent with.
        expect(again.headers.etag).toBe(plain.headers.etag);
      } finally {
        queries.restore();
      }
    }
  });

  it("never answers one search's text with another's compressed copy", async () => {
    await createJob(server, token, 'Yelken Eğitmeni');
    await createJob(server, token, 'Yelken Tamircisi');
    const search = (data: string, encoding: string) =>
      rawRequest(`${server.baseUrl}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({ data }),
      });
    // A compressed copy is kept beside its text's answer; a text that ends in the encoding's
    // name must not find it.
    const sailing = await search('yelken', 'br');
    expect(sailing.headers['content-encoding']).toBe('br');
    expect(JSON.parse(sailing.decoded.toString())).toHaveLength(2);
    const other = await search('yelken br', 'identity');
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(other.wire.toString())).toEqual([]);
  });

  it('sends cached bodies that match the response schemas of openapi.yaml', async () => {
    const document = readOpenApi();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const schemaOf = (path: string, method: string) =>
      dereference(
        document.paths[path]?.[method]?.responses['200']?.content?.['application/json']?.schema,
        document,
      ) as JsonSchema;
    const reads = [
      { path: '/api/paginate/{offset}/{limit}', method: 'get', url: '/api/paginate/0/5' },
      { path: '/api/jobs/{slug}', method: 'get', url: '/api/jobs/zeplin-pilotu' },
      { path: '/api/getType', method: 'post', url: '/api/getType', json: { type: 'freelance' } },
      { path: '/api/search', method: 'post', url: '/api/search', json: { data: 'i' } },
    ];
    for (const { path, method, url, json } of reads) {
      const validate = ajv.compile(schemaOf(path, method));
      // The second answer comes from the cache.
      await server.request(url, { json });
      const cached = await server.request(url, { json });
      expect(cached.status).toBe(200);
      expect(validate(cached.body), `${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});

describe('the public reads, logged', () => {
  it('log nothing above info, found or not (a reply is sent once)', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logged = await startServer({ logger: { level: 'info', stream } });
    try {
      const { token } = await logged.signUp();
      await createJob(logged, token, 'Gece Bekçisi');
      for (let read = 0; read < 2; read++) {
        expect((await logged.request('/api/jobs/gece-bekcisi')).status).toBe(200);
        expect((await logged.request('/api/jobs/no-such-job')).status).toBe(404);
        expect((await logged.request('/api/paginate/0/5')).status).toBe(200);
        expect((await logged.request('/api/search', { json: { data: 'gece' } })).status).toBe(200);
      }
      expect(lines.filter((line) => line.level > 30)).toEqual([]);
      expect(lines.filter((line) => line.msg === 'request completed').length).toBeGreaterThan(8);
    } finally {
      await logged.close();
    }
  });
});

// Two servers on one database is a PostgreSQL setup: PGlite's directory belongs to one process.
describe.runIf(testDatabaseKind() === 'postgres')('two instances on one PostgreSQL', () => {
  let pair: Awaited<ReturnType<typeof startServerPair>>;
  let writer: TestServer;
  let reader: TestServer;
  let token: string;

  beforeAll(async () => {
    pair = await startServerPair();
    ({ writer, reader } = pair);
    ({ token } = await writer.signUp());
  });
  afterAll(() => pair?.close());

  const firstPage = () => reader.request('/api/paginate/0/5');

  it("shows a job created on one in the other's first page within a second", async () => {
    const before = await firstPage();
    const etag = before.headers.get('etag');
    expect(etag, 'the reader listens, so it tags its answers').not.toBeNull();

    const job = await createJob(writer, token, 'Balon Pilotu');
    const took = await waitFor(firstPage, (page) => page.body.data[0]?.id === job.id, 1000);
    expect(took).toBeLessThan(1000);
    const revalidated = await reader.request('/api/paginate/0/5', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(revalidated.status).toBe(200);
  });

  it('drops on the other only the answers the write touched', async () => {
    const kept = await createJob(writer, token, 'Gece Nöbetçisi');
    // The reader has heard of the job once its list shows it: a detail kept before the news came
    // (the database answers before its notification arrives, on a busy machine) would be dropped
    // by it, and the tag taken from it would be stale for a reason of its own.
    await waitFor(firstPage, (page) => page.body.data[0]?.id === kept.id, 1000);
    const detail = () => reader.request(`/api/jobs/${kept.slug}`);
    const detailTag = (await detail()).headers.get('etag') ?? '';
    const listTag = (await firstPage()).headers.get('etag') ?? '';

    // Another job: the lists change on the reader, the detail of the first does not.
    const other = await createJob(writer, token, 'Sabah Nöbetçisi');
    await waitFor(firstPage, (page) => page.body.data[0]?.id === other.id, 1000);
    const list = await reader.request('/api/paginate/0/5', {
      headers: { 'if-none-match': listTag },
    });
    expect(list.status).toBe(200);
    const unchanged = await reader.request(`/api/jobs/${kept.slug}`, {
      headers: { 'if-none-match': detailTag },
    });
    expect(unchanged.status, 'a detail no write touched is still kept').toBe(304);

    // Saved on the writer: its count changes, so the reader drops its detail too.
    const saved = await writer.request(`/api/jobs/${kept.slug}/save`, { method: 'PUT', token });
    expect(saved.status).toBe(200);
    await waitFor(detail, (answer) => answer.body.data.save === 1, 1000);
  });

  it('drops its cache when `pnpm seed` adds jobs to the same database', async () => {
    const before = (await firstPage()).body.totalCount;
    const seeder = spawn(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts', '--jobs', '3'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: pair.databaseUrl },
      stdio: 'ignore',
    });
    const killer = setTimeout(() => seeder.kill('SIGKILL'), 60_000);
    const code = await new Promise((resolve) => seeder.once('exit', resolve));
    clearTimeout(killer);
    expect(code).toBe(0);
    await waitFor(firstPage, (page) => page.body.totalCount === before + 3, 1000);
  });

  it('takes a posting out of the lists at once when its expiry is set by hand and notified', async () => {
    const job = await createJob(writer, token, 'Mevsimlik Rehber');
    await waitFor(firstPage, (page) => page.body.data[0]?.id === job.id, 1000);
    const { db } = writer.app.database;
    await db.execute(
      sql`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = ${job.id}`,
    );
    await db.execute(sql`NOTIFY job_board_changed`);
    // Both instances hear it; either one's sweep takes the job out of every instance's lists.
    const listsJob = (page: { body: { data: Job[] } }) =>
      page.body.data.some(({ id }) => id === job.id);
    await waitFor(firstPage, (page) => !listsJob(page), 2000);
    const detail = await reader.request<{ data: Job }>(`/api/jobs/${job.slug}`);
    expect(detail.body.data.expired).toBe(true);
  });

  it('drops its cache and listens again after losing its listening connection', async () => {
    await firstPage();
    const { db } = writer.app.database;
    await db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${listenerName} AND datname = current_database()`,
    );
    const job = await createJob(writer, token, 'Denizaltı Kaptanı');
    await waitFor(firstPage, (page) => page.body.data[0]?.id === job.id, 1000);
    // Back to tagging (trusting its cache) once it listens again.
    await waitFor(firstPage, (page) => page.headers.get('etag') !== null, 5000);
    // Both instances listen again; each reconnects on its own timer, so the writer may be later
    // than the reader whose answers showed it (a busy CI machine saw one of the two at first).
    const listeners = async () => {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE application_name = ${listenerName} AND datname = current_database()`,
      );
      return row?.n ?? 0;
    };
    await waitFor(listeners, (count) => count === 2, 10_000);
  });
});
