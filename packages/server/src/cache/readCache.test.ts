import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './cachedReply';
import { createReadCache } from './readCache';

/** A compute function that counts its calls and answers `body`. */
function counted(body: () => string | undefined) {
  const compute = async () => {
    compute.calls++;
    const text = body();
    return text === undefined ? undefined : { body: text };
  };
  compute.calls = 0;
  return compute;
}

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('createReadCache', () => {
  it('computes an answer once and then serves the same bytes', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    const compute = counted(() => '{"data":[]}');
    const first = await cache.read('page', compute);
    const second = await cache.read('page', compute);
    expect(compute.calls).toBe(1);
    expect(second?.body).toBe(first?.body);
    expect(second?.body.toString()).toBe('{"data":[]}');
    expect(second?.etag).toBe(cache.currentEtag('page'));
  });

  it('makes one computation of concurrent misses on one key', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    const compute = counted(() => 'x');
    await Promise.all(Array.from({ length: 50 }, () => cache.read('page', compute)));
    expect(compute.calls).toBe(1);
  });

  it('keeps no answer that was not worth keeping, nor a failure', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    const missing = counted(() => undefined);
    expect(await cache.read('job:none', missing)).toBeUndefined();
    await cache.read('job:none', missing);
    expect(missing.calls).toBe(2);

    let fail = true;
    const flaky = counted(() => {
      if (fail) throw new Error('the database does not answer');
      return 'ok';
    });
    await expect(cache.read('page', flaky)).rejects.toThrow('does not answer');
    fail = false;
    expect((await cache.read('page', flaky))?.body.toString()).toBe('ok');
  });

  it('stays within its cap in bytes, dropping the least recently used answers first', async () => {
    const maxBytes = 20_000;
    const cache = createReadCache({ maxBytes });
    const body = 'x'.repeat(1000);
    for (let page = 0; page < 10; page++) await cache.read(`page:${page}`, async () => ({ body }));
    const keptBefore = cache.size;
    // Reading page 0 again makes it the most recently used, so page 1 is now the oldest.
    await cache.read('page:0', async () => ({ body: 'recomputed' }));
    for (let page = 10; page < 100; page++) {
      await cache.read(`page:${page}`, async () => ({ body }));
      expect(cache.size).toBeLessThanOrEqual(maxBytes);
    }
    expect(keptBefore).toBeGreaterThan(10 * body.length);
    expect(cache.size).toBeGreaterThan(maxBytes - 1300);

    const recomputed = counted(() => body);
    await cache.read('page:99', recomputed);
    expect(recomputed.calls, 'the newest answer is still kept').toBe(0);
    await cache.read('page:1', recomputed);
    expect(recomputed.calls, 'the oldest answer went first').toBe(1);
  });

  it('drops every answer on invalidation and tags the new ones differently', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    let jobs = 1;
    const compute = counted(() => `${jobs} jobs`);
    const before = await cache.read('page', compute);
    jobs = 2;
    cache.invalidate();
    const after = await cache.read('page', compute);
    expect(after?.body.toString()).toBe('2 jobs');
    expect(after?.etag).not.toBe(before?.etag);
    expect(cache.currentEtag('page')).toBe(after?.etag);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('gives different keys different tags, and another cache (process) never the same', () => {
    const one = createReadCache({ maxBytes: 1 << 20 });
    const other = createReadCache({ maxBytes: 1 << 20 });
    expect(one.currentEtag('paginate:0:5')).not.toBe(one.currentEtag('paginate:5:5'));
    expect(one.currentEtag('paginate:0:5')).not.toBe(other.currentEtag('paginate:0:5'));
  });

  it('does not keep an answer whose read began before a write, nor hand it to later requests', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    const slowRead = deferred<{ body: string }>();
    const staleRead = cache.read('page', () => slowRead.promise);
    const etagBeforeWrite = cache.currentEtag('page');

    cache.invalidate(); // a write commits while the read is still running
    const afterWrite = cache.read('page', async () => ({ body: 'fresh' }));
    slowRead.resolve({ body: 'stale' });

    expect((await staleRead)?.body.toString()).toBe('stale');
    expect((await afterWrite)?.body.toString(), 'no sharing across the write').toBe('fresh');
    expect((await staleRead)?.etag).toBe(etagBeforeWrite);
    expect((await staleRead)?.etag).not.toBe(cache.currentEtag('page'));
    expect((await cache.read('page', async () => ({ body: 'not asked' })))?.body.toString()).toBe(
      'fresh',
    );
  });

  it('keeps and tags nothing while suspended, and starts a new version on resume', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20, trusted: false });
    const compute = counted(() => 'page');
    expect(cache.currentEtag('page')).toBeUndefined();
    expect((await cache.read('page', compute))?.etag).toBeUndefined();
    await cache.read('page', compute);
    expect(compute.calls).toBe(2);

    cache.resume();
    const tagged = await cache.read('page', compute);
    expect(tagged?.etag).toBe(cache.currentEtag('page'));
    cache.suspend();
    expect(cache.size).toBe(0);
    expect(cache.currentEtag('page')).toBeUndefined();
    cache.resume();
    expect(cache.currentEtag('page')).not.toBe(tagged?.etag);
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
