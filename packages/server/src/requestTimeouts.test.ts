import { connect } from 'node:net';
import { limits } from '@job/contract';
import { apiTextsOf } from '@job/texts/catalogues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, pdf } from './test/applications';
import { jobForm, picture } from './test/images';
import { securityHeadersOf } from './test/securityHeaders';
import { startServer, type TestServer } from './test/server';
import { t } from './test/texts';

/** Short, so that a stall is seen within seconds; the server's defaults are 60 s and 30 s. */
const headersMs = 1000;
const bodyIdleMs = 2000;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ requestTimeouts: { headersMs, bodyIdleMs } });
});
afterAll(() => server.close());

interface Cut {
  /** Everything the server sent before it closed the connection. */
  received: string;
  /** From the last byte sent to the connection's close. */
  afterMs: number;
}

/**
 * Sends `parts` over a connection of its own, each after the previous one's pause, then sends
 * nothing more; resolves once the server closes the connection, or rejects after `limitMs`.
 */
function sendThenStall(
  parts: { bytes: string | Buffer; pauseMs?: number }[],
  limitMs = 10_000,
): Promise<Cut> {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  const received: Buffer[] = [];
  let lastSent = 0;
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  socket.on('error', () => {});
  return new Promise<Cut>((resolve, reject) => {
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`Still open ${limitMs} ms after the stall; received: ${Buffer.concat(received)}`),
      );
    }, limitMs);
    socket.once('close', () => {
      clearTimeout(giveUp);
      resolve({ received: Buffer.concat(received).toString(), afterMs: Date.now() - lastSent });
    });
    socket.once('connect', async () => {
      for (const { bytes, pauseMs = 0 } of parts) {
        if (pauseMs > 0) await new Promise((done) => setTimeout(done, pauseMs));
        if (socket.destroyed) return;
        socket.write(bytes);
        lastSent = Date.now();
      }
    });
  });
}

/** The status line and the JSON body of a raw HTTP answer. */
function parsed(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head: head.toLowerCase(), body };
}

/** A POST's head declaring a body of 100 bytes. */
const postHead = (path: string, type = 'application/json') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: 100\r\n\r\n`;

describe('a request that stops arriving', () => {
  it('is cut with 408 when its headers stall', async () => {
    const cut = await sendThenStall([{ bytes: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n' }]);
    expect(parsed(cut.received).statusLine).toBe('HTTP/1.1 408 Request Timeout');
    // Checked once a second, from the request's first byte.
    expect(cut.afterMs).toBeGreaterThanOrEqual(headersMs - 50);
    expect(cut.afterMs).toBeLessThan(headersMs + 2500);
  });

  it('is cut with 408, in its language, when its body stalls (9 of 100 bytes)', async () => {
    const cut = await sendThenStall([{ bytes: `${postHead('/api/login')}{"email":` }]);
    const { statusLine, head, body } = parsed(cut.received);
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(head).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ message: t('api.requestTimedOut') });
    expect(cut.afterMs).toBeGreaterThanOrEqual(bodyIdleMs - 50);
    expect(cut.afterMs).toBeLessThan(bodyIdleMs + 2500);

    const turkish = await sendThenStall([{ bytes: `${postHead('/api/login?lang=tr')}{"e` }]);
    expect(JSON.parse(parsed(turkish.received).body)).toEqual({
      message: apiTextsOf('tr').t('api.requestTimedOut'),
    });
  });

  it('is cut when its body stalls after some progress, the idle time counted from its last byte', async () => {
    const cut = await sendThenStall([
      { bytes: `${postHead('/api/login')}{"email":` },
      { bytes: '"a@b.co",', pauseMs: bodyIdleMs / 2 },
      { bytes: '"pass', pauseMs: bodyIdleMs / 2 },
    ]);
    expect(parsed(cut.received).statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(cut.afterMs).toBeGreaterThanOrEqual(bodyIdleMs - 50);
  });

  it('is cut with 408 while the fast lane reads its body ahead', async () => {
    // Fastify answers the first search; the fast lane reads the next ones' bodies itself.
    const search = { json: { data: 'gece' } };
    expect((await server.request('/api/search', search)).status).toBe(200);
    const answered = server.app.fastLane.answered;
    expect((await server.request('/api/search', search)).status).toBe(200);
    expect((await server.request('/api/search', search)).status).toBe(200);
    expect(server.app.fastLane.answered).toBe(answered + 1);

    const stalled = sendThenStall([{ bytes: `${postHead('/api/search')}{"data":` }]);
    await expect.poll(() => server.app.fastLane.readingAhead).toBe(1);
    const cut = await stalled;
    const { statusLine, head, body } = parsed(cut.received);
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(head).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ message: t('api.requestTimedOut') });
    expect(cut.afterMs).toBeGreaterThanOrEqual(bodyIdleMs - 50);
    await expect.poll(() => server.app.fastLane.readingAhead).toBe(0);
  });

  it('is closed without a second answer when its body stalls after the answer was sent', async () => {
    // Refused for its missing token before its body is read: the rest of the body never comes.
    const cut = await sendThenStall([{ bytes: `${postHead('/api/jobs')}{"title":` }]);
    expect(parsed(cut.received).statusLine).toBe('HTTP/1.1 401 Unauthorized');
    expect(cut.received).not.toContain('408');
    expect(cut.afterMs).toBeLessThan(bodyIdleMs + 2500);
  });
});

/** The headers of a raw HTTP answer, by their names in lower case. */
function headersIn(raw: string) {
  const lines = (raw.split('\r\n\r\n')[0] ?? '').split('\r\n').slice(1);
  return new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

describe('an error answer written outside Fastify’s hooks', () => {
  /** The security headers of an answer Fastify gives with its hooks. */
  let expected: ReturnType<typeof securityHeadersOf>;
  beforeAll(async () => {
    expected = securityHeadersOf((await server.request('/api/health')).headers);
    expect(expected['content-security-policy']).toContain("script-src 'self';");
  });

  /** Carries the security headers of every answer, and is never kept: not even a private one. */
  function expectSecuredAndUnkept(raw: string) {
    const headers = headersIn(raw);
    expect(securityHeadersOf(headers)).toEqual(expected);
    expect(headers.get('cache-control')).toBe('no-store');
  }

  it('the 408 of a stalled body, through Fastify and the fast lane', async () => {
    // Fastify answers the first search; the fast lane reads the next one's body itself.
    const search = { json: { data: 'bekçi' } };
    expect((await server.request('/api/search', search)).status).toBe(200);
    const [byFastify, byFastLane] = await Promise.all([
      // A private route's, whose usual answers say `private, no-store`.
      sendThenStall([{ bytes: `${postHead('/api/login')}{"email":` }]),
      sendThenStall([{ bytes: `${postHead('/api/search')}{"data":` }]),
      expect.poll(() => server.app.fastLane.readingAhead).toBe(1),
    ]);
    for (const cut of [byFastify, byFastLane]) {
      expect(parsed(cut.received).statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expectSecuredAndUnkept(cut.received);
    }
  });

  it('the 408 of stalled headers, on a private route', async () => {
    const cut = await sendThenStall([
      { bytes: 'GET /api/me/alerts?lang=tr HTTP/1.1\r\nHost: localhost\r\n' },
    ]);
    const { statusLine, body } = parsed(cut.received);
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expectSecuredAndUnkept(cut.received);
    // Nothing of the request is read, its language neither.
    expect(JSON.parse(body)).toEqual({ message: t('api.requestTimedOut') });
  });

  it('the 431 of headers past node:http’s limit, and the 400 of no HTTP', async () => {
    const large = await sendThenStall([
      {
        bytes: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      },
    ]);
    expect(parsed(large.received).statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(parsed(large.received).body)).toEqual({ message: t('api.headersTooLarge') });
    expectSecuredAndUnkept(large.received);

    const garbled = await sendThenStall([{ bytes: 'NOT HTTP AT ALL\r\n\r\n' }]);
    expect(parsed(garbled.received).statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(parsed(garbled.received).body)).toEqual({ message: t('api.requestNotRead') });
    expectSecuredAndUnkept(garbled.received);
  });
});

describe('a slow upload that keeps coming', () => {
  it('gets through, however long it takes in all: 5 MB over many idle limits', async () => {
    const poster = await server.signUp('Poster');
    const job = await server.request('/api/jobs', {
      token: poster.token,
      form: jobForm(
        { title: 'Yavaş Bağlantı', workType: '1', applyMethod: 'site' },
        { data: await picture('png', 16, 16), name: 'logo.png', type: 'image/png' },
      ),
    });
    expect(job.status).toBe(201);
    const applicant = await server.signUp('Applicant');
    const head = pdf('slow');
    const cv = Buffer.concat([Buffer.alloc(limits.cvMaxBytes - head.length, 0x20), head]);
    cv.write('%PDF-1.4', 0, 'latin1');
    const form = new Response(applicationForm('Slowly', { data: cv }));
    const body = Buffer.from(await form.arrayBuffer());
    const chunks = 20;
    const size = Math.ceil(body.length / chunks);
    const parts = [
      {
        bytes:
          `POST /api/jobs/${job.body.data.slug}/applications HTTP/1.1\r\nHost: localhost\r\n` +
          `Authorization: Bearer ${applicant.token}\r\nConnection: close\r\n` +
          `Content-Type: ${form.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`,
      },
      ...Array.from({ length: chunks }, (_, index) => ({
        bytes: body.subarray(index * size, (index + 1) * size),
        pauseMs: bodyIdleMs / 5,
      })),
    ];
    const started = Date.now();
    const answer = await sendThenStall(parts, 60_000);
    // Three times the idle limit in all, never idle for as long as it.
    expect(Date.now() - started).toBeGreaterThan(3 * bodyIdleMs);
    expect(parsed(answer.received).statusLine).toBe('HTTP/1.1 201 Created');
  });
});
