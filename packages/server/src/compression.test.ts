import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { seedSampleJobs } from './seed/seed';
import { createTestDatabase } from './test/databases';
import { rawGet } from './test/rawHttp';
import { startServer, type TestServer } from './test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await seedSampleJobs(server.app.database.db);
});
afterAll(() => server?.close());

const get = (path: string, headers?: Record<string, string>) =>
  rawGet(`${server.baseUrl}${path}`, headers);

describe('API answers on the wire', () => {
  it.each([
    { acceptEncoding: 'gzip, deflate, br', sent: 'br' },
    { acceptEncoding: 'gzip', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: undefined },
  ])(
    'compresses a page of jobs (over 1 KB) as $acceptEncoding allows: $sent',
    async ({ acceptEncoding, sent }) => {
      const answer = await get('/api/paginate/0/10', { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(sent);
      expect(answer.decoded.length).toBeGreaterThan(1024);
      const page = JSON.parse(answer.decoded.toString());
      expect(page.data).toHaveLength(10);
      if (sent) {
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.wire.length).toBeLessThan(answer.decoded.length / 2);
      }
    },
  );

  it('sends answers under 1 KB as they are', async () => {
    const answer = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.decoded.toString())).toEqual({ status: 'ok' });
  });

  it('sends images (WebP, compressed already) as they are', async () => {
    const page = await server.request('/api/paginate/0/1');
    const image = await get(page.body.data[0].image, { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});

// The read cache sends bodies it serialised once, as strings; they must travel compressed too.
it('compresses a JSON body sent as a string', async () => {
  const database = await createTestDatabase();
  const app = await buildApp(database.options);
  try {
    const body = JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id })) });
    app.get('/serialised', (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(body),
    );
    expect(body.length).toBeGreaterThan(1024);
    const answer = await app.inject({ url: '/serialised', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.rawPayload.length).toBeLessThan(body.length / 2);
  } finally {
    await app.close();
    await database.drop();
  }
});
