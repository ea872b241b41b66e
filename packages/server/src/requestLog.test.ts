import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logSecrecy } from './logging';
import { type RequestLine, RequestLog, urlWithoutTokens } from './requestLog';

/** A logger as the server configures it, and the text of every line it writes. */
function capturing(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'info', ...logSecrecy, ...options }, stream), lines };
}

/** Written in one millisecond or the next: the time is the one part two lines may differ by. */
const withoutTime = (line: string) => line.replace(/,"time":\d+/, ',"time":0');

const line: RequestLine = {
  reqId: 'req-1',
  method: 'GET',
  url: '/api/paginate/0/5?q="quoted"\\back\nslash&é',
  statusCode: 200,
  responseTime: 0.123456789,
  remoteAddress: '203.0.113.7"',
};

/** A request log writing through `log`, as buildApp attaches it to the server's logger. */
function requestLogOf(log: pino.Logger) {
  const requestLog = new RequestLog(() => '');
  requestLog.attach(log);
  return requestLog;
}

describe('a request line', () => {
  it("is written as the server's logger writes the same fields, byte for byte", async () => {
    const { log, lines } = capturing();
    requestLogOf(log).write(line);
    log.info(line, 'request completed');
    await expect.poll(() => lines.length).toBe(2);
    expect(withoutTime(lines[0] ?? '')).toBe(withoutTime(lines[1] ?? ''));
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 30, ...line });
  });

  it("has the logger's bindings where pino puts them", async () => {
    const { log, lines } = capturing();
    const instance = log.child({ instance: 'a' });
    requestLogOf(instance).write(line);
    instance.info(line, 'request completed');
    await expect.poll(() => lines.length).toBe(2);
    expect(withoutTime(lines[0] ?? '')).toBe(withoutTime(lines[1] ?? ''));
  });

  it('keeps no token of its address, as pino writes it with the serializer of `url`', async () => {
    const { log, lines } = capturing();
    const withToken = { ...line, url: '/api/alerts/unsubscribe/abcDEF123_-?lang=en' };
    requestLogOf(log).write(withToken);
    log.info(withToken, 'request completed');
    await expect.poll(() => lines.length).toBe(2);
    expect(withoutTime(lines[0] ?? '')).toBe(withoutTime(lines[1] ?? ''));
    expect(JSON.parse(lines[0] ?? '').url).toBe('/api/alerts/unsubscribe/[redacted]?lang=en');
  });

  it("is shaped by whatever reshapes the logger's lines", async () => {
    const { log, lines } = capturing({ mixin: () => ({ instance: 'a' }) });
    requestLogOf(log).write(line);
    await expect.poll(() => lines.length).toBe(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ instance: 'a', ...line });
  });

  it('is logged at info and below only', () => {
    const { log } = capturing({ level: 'warn' });
    expect(requestLogOf(log).enabled).toBe(false);
    log.level = 'info';
    expect(requestLogOf(log).enabled).toBe(true);
  });
});

describe("Fastify's req in a line", () => {
  it('has its address without a token', async () => {
    const { log, lines } = capturing();
    const request = {
      method: 'POST',
      url: '/api/alerts/unsubscribe/abcDEF123_-',
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 4000 },
    };
    log.error({ req: request }, 'failed');
    await expect.poll(() => lines.length).toBe(1);
    expect(JSON.parse(lines[0] ?? '').req).toEqual({
      method: 'POST',
      url: '/api/alerts/unsubscribe/[redacted]',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 4000,
    });
  });
});

describe('an address in the log', () => {
  it.each([
    ['/api/paginate/0/5', '/api/paginate/0/5'],
    ['/api/alerts/unsubscribe/abc', '/api/alerts/unsubscribe/[redacted]'],
    ['/api/alerts/unsubscribe/abc?lang=tr', '/api/alerts/unsubscribe/[redacted]?lang=tr'],
    ['/api/alerts/unsubscribe/abc/more#x', '/api/alerts/unsubscribe/[redacted]#x'],
    ['/reset-password?token=abc', '/reset-password?token=[redacted]'],
    ['/verify-email?lang=en&Token=abc&next=/', '/verify-email?lang=en&Token=[redacted]&next=/'],
    ['/?q=token&tokens=1&mytoken=2', '/?q=token&tokens=1&mytoken=2'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlWithoutTokens(url)).toBe(logged);
  });
});
