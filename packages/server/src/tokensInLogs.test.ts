import { once } from 'node:events';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './test/server';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // At trace, the most the log can say.
  server = await startServer({
    logger: { level: 'trace', stream },
    requestTimeouts: { headersMs: 1000, bodyIdleMs: 1000 },
  });
});
afterAll(() => server.close());

/** A secret of its own for each place a token travels, so a line names the place it leaked. */
const secret = (place: string) => `${place}${'S'.repeat(43 - place.length)}`;

/** Sends `bytes` as they are and waits for the connection to close. */
async function raw(bytes: string) {
  const socket = connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
  socket.on('error', () => {});
  socket.resume();
  await once(socket, 'connect');
  socket.write(bytes);
  await once(socket, 'close');
}

const requestLines = () =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; url?: string })
    .filter((line) => line.msg === 'request completed');

describe('the log', () => {
  it('names no token: links, pages, headers, the fast lane, cut and malformed requests', async () => {
    const { token } = await server.signUp();
    const unsubscribe = secret('unsubscribeGet');
    await server.request(`/api/alerts/unsubscribe/${unsubscribe}`);
    await server.request(`/api/alerts/unsubscribe/${secret('unsubscribePost')}?lang=en`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await server.request(`/reset-password?token=${secret('resetPage')}`);
    await server.request(`/verify-email?lang=tr&token=${secret('verifyPage')}&x=1`);
    await server.request('/api/me', { token });
    // The second is the fast lane's, which logs its own line.
    const answered = server.app.fastLane.answered;
    for (let read = 0; read < 2; read++) {
      await server.request(`/api/paginate/0/5?token=${secret('fastLane')}`);
    }
    expect(server.app.fastLane.answered).toBe(answered + 1);
    // A body that stalls, cut with 408 (Fastify logs it).
    await raw(
      `POST /api/alerts/unsubscribe/${secret('stalled')} HTTP/1.1\r\nHost: localhost\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nList',
    );
    // Headers node:http cannot parse: Fastify logs the error with the bytes it got, at trace.
    await raw(
      `GET /api/alerts/unsubscribe/${secret('malformed')} HTTP/1.1\r\n` +
        `Authorization: Bearer ${secret('rawHeader')}\r\nno colon here\r\n\r\n`,
    );
    await expect.poll(() => requestLines().length).toBe(9);

    // A Buffer's bytes, as pino writes one, read as the text they hold.
    const all = lines
      .join('')
      .replace(/\{"type":"Buffer","data":\[([\d,]*)\]\}/g, (_buffer, bytes: string) =>
        Buffer.from(bytes.split(',').map(Number)).toString('latin1'),
      );
    expect(all).not.toContain('SSSSSSSS');
    expect(all).not.toContain(token);
    // The lines are still there, and say where a token was.
    expect(requestLines().map((line) => line.url)).toEqual([
      '/api/register',
      '/api/alerts/unsubscribe/[redacted]',
      '/api/alerts/unsubscribe/[redacted]?lang=en',
      '/reset-password?token=[redacted]',
      '/verify-email?lang=tr&token=[redacted]&x=1',
      '/api/me',
      '/api/paginate/0/5?token=[redacted]',
      '/api/paginate/0/5?token=[redacted]',
      '/api/alerts/unsubscribe/[redacted]',
    ]);
  });
});
