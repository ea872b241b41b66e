import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { routePatterns } from '@job/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../test/rawHttp';
import { startServer, type TestServer } from '../test/server';

// A dist folder as the app's build leaves it: each compressible file with a brotli and a gzip copy
// beside it; the font with none, since WOFF2 is compressed already.
const indexHtml = `<!doctype html><title>Job</title>${'<meta name="x">'.repeat(50)}`;
const entryJs = `console.log(${JSON.stringify('job '.repeat(500))});`;
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

const distDir = mkdtempSync(join(tmpdir(), 'job-dist-'));
let server: TestServer;

function writeWithCompressedCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeWithCompressedCopies(join(distDir, 'index.html'), indexHtml);
  writeWithCompressedCopies(join(distDir, 'assets', 'index-abc123.js'), entryJs);
  writeFileSync(join(distDir, 'assets', 'inter-latin-abc123.woff2'), font);
  server = await startServer({ appDistDir: distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string, headers?: Record<string, string>) =>
  rawGet(`${server.baseUrl}${path}`, headers);

/** An address of every route of the app, its parameters filled in. */
const sampleParams: Record<string, string> = {
  type: 'freelance',
  slug: 'kidemli-yazilim-gelistirici',
};
const appAddresses = Object.values(routePatterns)
  // The unsubscribe link's page is the API's own answer (alerts/routes.ts), not the app's catch-all.
  .filter((pattern) => !pattern.startsWith('/api/'))
  .map((pattern) => pattern.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? name));

describe('the built app on the wire', () => {
  it.each([
    { acceptEncoding: 'gzip, deflate, br', sent: 'br' },
    { acceptEncoding: 'gzip', sent: 'gzip' },
    { acceptEncoding: 'identity', sent: undefined },
    { acceptEncoding: undefined, sent: undefined },
  ])(
    'sends the copy that Accept-Encoding $acceptEncoding takes: $sent',
    async ({ acceptEncoding, sent }) => {
      const answer = await get(
        '/assets/index-abc123.js',
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(sent);
      expect(answer.decoded.toString()).toBe(entryJs);
      if (sent) expect(answer.wire.length).toBeLessThan(entryJs.length / 4);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('sends the font as it is, cached for good', async () => {
    const answer = await get('/assets/inter-latin-abc123.woff2', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.wire).toEqual(font);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(appAddresses)(
    'answers %s with index.html, compressed, revalidated by its ETag',
    async (path) => {
      const first = await get(path, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.decoded.toString()).toBe(indexHtml);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      const etag = first.headers.etag;
      expect(etag).toEqual(expect.any(String));

      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.status).toBe(304);
      expect(again.wire.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends index.html again once it has changed', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' });
    const stale = '"an-older-build"';
    const answer = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': stale });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe(first.headers.etag);
    expect(answer.decoded.toString()).toBe(indexHtml);
  });

  it('still answers unknown /api paths with 404 JSON', async () => {
    const answer = await server.request('/api/unknown');
    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'Nothing is at GET /api/unknown.' },
    });
  });
});
