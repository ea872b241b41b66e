import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../appConfig';
import { rawRequest } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';

/**
 * Who reads GET /metrics, as real requests from other machines show it: each comes from a
 * loopback address of its own (127.0.0.2 a visitor, 127.0.0.3 the proxy), with the headers a
 * visitor may forge.
 */
const visitor = '127.0.0.2';
const proxy = '127.0.0.3';

function serverWith(config: AppConfig) {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(config);
  });
  afterAll(() => server.close());
  return async (from: string, headers: Record<string, string> = {}) =>
    (await rawRequest(`${server.baseUrl}/metrics`, { localAddress: from, headers })).status;
}

describe('behind no proxy', () => {
  const scrape = serverWith({ metricsAllow: ['127.0.0.1'] });

  it('judges the address that connects, whatever X-Forwarded-For says', async () => {
    expect(await scrape('127.0.0.1')).toBe(200);
    expect(await scrape(visitor, { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
  });
});

describe('behind the proxies TRUST_PROXY lists', () => {
  const scrape = serverWith({ trustProxy: [proxy], metricsAllow: ['127.0.0.1'] });

  it('believes the proxy about its client, and no one else', async () => {
    expect(await scrape(proxy, { 'x-forwarded-for': '127.0.0.1' })).toBe(200);
    // Forged straight at the server, past the proxy.
    expect(await scrape(visitor, { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
    // Forged through the proxy, which adds the address it saw.
    expect(await scrape(proxy, { 'x-forwarded-for': `127.0.0.1, ${visitor}` })).toBe(404);
  });
});

describe('behind a number of hops TRUST_PROXY gives', () => {
  const oneHop = serverWith({ trustProxy: 1, metricsAllow: ['203.0.113.0/24'] });
  const twoHops = serverWith({ trustProxy: 2, metricsAllow: ['203.0.113.0/24'] });

  it('takes the client that many hops back, and nothing a client wrote before it', async () => {
    const forwarded = { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' };
    expect(await oneHop(proxy, forwarded)).toBe(200);
    expect(await oneHop(proxy, { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' })).toBe(404);
    expect(await twoHops(proxy, forwarded)).toBe(404);
    expect(await twoHops(proxy, { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' })).toBe(200);
  });
});

describe('METRICS_TOKEN', () => {
  const token = 'scrape-token-0123456789abcdef';
  const scrape = serverWith({ metricsAllow: ['127.0.0.1'], metricsToken: token });

  it('is asked for besides the address: the right one reads, a wrong one or none gets 404', async () => {
    expect(await scrape('127.0.0.1', { authorization: `Bearer ${token}` })).toBe(200);
    expect(await scrape('127.0.0.1')).toBe(404);
    expect(await scrape('127.0.0.1', { authorization: `Bearer ${token}x` })).toBe(404);
    expect(await scrape('127.0.0.1', { authorization: `Bearer ${token.slice(0, -1)}` })).toBe(404);
    expect(await scrape('127.0.0.1', { authorization: token })).toBe(404);
    expect(await scrape(visitor, { authorization: `Bearer ${token}` })).toBe(404);
  });
});
