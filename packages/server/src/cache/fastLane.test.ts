import { once } from 'node:events';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../appConfig';
import type { Job } from '../jobs/service';
import { jobForm, picture } from '../test/images';
import { type RawAnswer, type RawRequest, rawRequest } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';

let png: Buffer;

beforeAll(async () => {
  png = await picture('png', 32, 32);
});

// Long enough for a page of jobs to travel compressed.
const detail = `<p>${'Esnek saatler, uzaktan çalışma. '.repeat(20)}</p>`;

async function postJob(server: TestServer, token: string, title: string, workType: string) {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm(
      { title, salary: '₺40.000', description: 'Kısa tanım', workType, detail },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const postJson = (body: string, headers: Record<string, string> = {}): RawRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

/** An answer as its client sees it, but for the moment it was sent. */
function asSeen({ status, headers, wire }: RawAnswer) {
  const { date: _sentAt, ...rest } = headers;
  return { status, headers: rest, wire };
}

/** `request` against `server`, answering whether the fast lane answered it rather than Fastify. */
async function send(server: TestServer, path: string, request: RawRequest = {}) {
  const before = server.app.fastLane.answered;
  const answer = await rawRequest(`${server.baseUrl}${path}`, request);
  return { answer, byFastLane: server.app.fastLane.answered > before };
}

describe('the fast lane', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    ({ token } = await server.signUp());
    await postJob(server, token, 'Gece Bekçisi', '3');
    await postJob(server, token, 'Kat Görevlisi', '1');
  });
  afterAll(() => server.close());

  const reads: [string, string, RawRequest][] = [
    ['a page', '/api/paginate/0/5', {}],
    ['a page, brotli', '/api/paginate/0/5', { headers: { 'accept-encoding': 'br' } }],
    ['a page, gzip', '/api/paginate/0/5', { headers: { 'accept-encoding': 'gzip, deflate' } }],
    ['a detail', '/api/jobs/gece-bekcisi', {}],
    ['a category', '/api/getType', postJson('{"type":"freelance"}')],
    [
      'a category, brotli',
      '/api/getType',
      postJson('{"type":"freelance"}', { 'accept-encoding': 'br' }),
    ],
    ['a search', '/api/search', postJson('{"data":"gece"}')],
  ];

  it.each(reads)('answers %s again as Fastify answered it', async (_name, path, request) => {
    const first = await send(server, path, request);
    expect(first.byFastLane).toBe(false);
    expect(first.answer.status).toBe(200);
    // A POST read's path is learnt from its first answer; its body is read ahead from then on.
    await send(server, path, request);
    const again = await send(server, path, request);
    expect(again.byFastLane).toBe(true);
    expect(asSeen(again.answer)).toEqual(asSeen(first.answer));
  });

  it('sends each search total with its own answer', async () => {
    const search = postJson('{"data":"gece"}');
    await send(server, '/api/search', search);
    const again = await send(server, '/api/search', search);
    expect(again.byFastLane).toBe(true);
    expect(again.answer.headers['x-total-count']).toBe('1');
    expect(JSON.parse(String(again.answer.decoded))).toMatchObject([{ title: 'Gece Bekçisi' }]);
  });

  it('never answers from before a write', async () => {
    const category = postJson('{"type":"freelance"}');
    for (let read = 0; read < 3; read++) {
      await send(server, '/api/paginate/0/5');
      await send(server, '/api/getType', category);
    }
    await postJob(server, token, 'Bahçıvan', '3');
    const page = await send(server, '/api/paginate/0/5');
    const ofType = await send(server, '/api/getType', category);
    expect([page.byFastLane, ofType.byFastLane]).toEqual([false, false]);
    for (const { answer } of [page, ofType]) {
      expect(JSON.parse(String(answer.decoded)).data[0].title).toBe('Bahçıvan');
    }
    const pageAgain = await send(server, '/api/paginate/0/5');
    expect(pageAgain.byFastLane).toBe(true);
    expect(JSON.parse(String(pageAgain.answer.decoded)).data[0].title).toBe('Bahçıvan');
  });

  it('passes a body it has not seen to Fastify, which checks it as ever', async () => {
    const category = postJson('{"type":"freelance"}');
    await send(server, '/api/getType', category);
    await send(server, '/api/getType', category);
    const refused = await send(server, '/api/getType', postJson('{"type":"freelancer"}'));
    expect(refused.byFastLane).toBe(false);
    expect(refused.answer.status).toBe(422);
    expect(JSON.parse(String(refused.answer.decoded)).errors.type).toBeDefined();
    // The same length as the body it knows, broken.
    const broken = await send(server, '/api/getType', postJson('{"type":"freelance"'.padEnd(20)));
    expect(broken).toMatchObject({ byFastLane: false, answer: { status: 400 } });
    const other = await send(server, '/api/getType', postJson('{"type":"full-time"}'));
    expect(other.byFastLane).toBe(false);
    const jobs = JSON.parse(String(other.answer.decoded)).data as Job[];
    expect(jobs.map((job) => job.title)).toEqual(['Kat Görevlisi']);
    // Another media type parameter is another request, even with the same body.
    const charset = postJson('{"type":"freelance"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(await send(server, '/api/getType', charset)).toMatchObject({
      byFastLane: false,
      answer: { status: 200 },
    });
  });

  it('leaves conditional requests to Fastify: 304 without a query', async () => {
    const { answer } = await send(server, '/api/paginate/0/5');
    const etag = String(answer.headers.etag);
    const confirmed = await send(server, '/api/paginate/0/5', {
      headers: { 'if-none-match': etag },
    });
    expect(confirmed).toMatchObject({ byFastLane: false, answer: { status: 304 } });
    expect(confirmed.answer.headers.etag).toBe(etag);
  });

  it('lives through a body cut off while it reads it ahead', async () => {
    const category = postJson('{"type":"freelance"}');
    await send(server, '/api/getType', category);
    const socket = connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/getType HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 20\r\n\r\n{"type"',
    );
    const lane = server.app.fastLane;
    await vi.waitFor(() => expect(lane.readingAhead).toBe(1), { interval: 5 });
    socket.destroy();
    await vi.waitFor(() => expect(lane.readingAhead).toBe(0), { interval: 5 });
    expect((await send(server, '/api/getType', category)).answer.status).toBe(200);
  });

  it('answers nothing but what Fastify answered 200', async () => {
    for (let read = 0; read < 3; read++) {
      const missing = await send(server, '/api/jobs/no-such-job');
      expect(missing).toMatchObject({ byFastLane: false, answer: { status: 404 } });
    }
  });
});

describe('the fast lane with CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ corsOrigin: 'https://board.example' });
  });
  afterAll(() => server.close());

  it('keeps answers for one origin from another', async () => {
    const allowed = { headers: { origin: 'https://board.example' } };
    await send(server, '/api/paginate/0/5', allowed);
    const again = await send(server, '/api/paginate/0/5', allowed);
    expect(again.byFastLane).toBe(true);
    expect(again.answer.headers['access-control-allow-origin']).toBe('https://board.example');
    const elsewhere = await send(server, '/api/paginate/0/5', {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(elsewhere.byFastLane).toBe(false);
    expect(elsewhere.answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the fast lane, bounded', () => {
  // Its records may take an eighth of the read cache: 8 KiB here, about seven records.
  const config: AppConfig = { readCacheBytes: 64 * 1024 };
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(config);
  });
  afterAll(() => server.close());

  it('keeps its records under its cap, the least recently used dropped first', async () => {
    const visits = Array.from({ length: 40 }, (_, visit) => `/api/paginate/0/5?visit=${visit}`);
    for (const path of visits) await send(server, path);
    expect(server.app.fastLane.size).toBeGreaterThan(0);
    expect(server.app.fastLane.size).toBeLessThanOrEqual(8 * 1024);
    expect((await send(server, visits.at(-1) ?? '')).byFastLane).toBe(true);
    expect((await send(server, visits[0] ?? '')).byFastLane).toBe(false);
  });
});

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let server: TestServer;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    server = await startServer({ logger: { level: 'info', stream }, trustProxy: ['loopback'] });
  });
  afterAll(() => server.close());

  it('has one line per request, the same from Fastify and from the fast lane', async () => {
    const forwarded = { headers: { 'x-forwarded-for': '203.0.113.7' } };
    const answers = [];
    for (let read = 0; read < 3; read++)
      answers.push(await send(server, '/api/paginate/0/5', forwarded));
    expect(answers.map((answer) => answer.byFastLane)).toEqual([false, true, true]);
    // The lane logs once its answer has gone.
    const logged = await vi.waitFor(
      () => {
        const found = lines.filter((line) => line.url === '/api/paginate/0/5');
        expect(found).toHaveLength(3);
        return found;
      },
      { interval: 5 },
    );
    for (const line of logged) {
      expect(line).toMatchObject({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        statusCode: 200,
        remoteAddress: '203.0.113.7',
        responseTime: expect.any(Number),
      });
      expect(Object.keys(line).toSorted()).toEqual(Object.keys(logged[0] ?? {}).toSorted());
    }
    const ids = logged.map((line) => Number.parseInt(String(line.reqId).replace('req-', ''), 36));
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    expect(new Set(ids).size).toBe(3);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });
});
