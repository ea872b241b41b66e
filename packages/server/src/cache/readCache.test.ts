import { describe, expect, it, vi } from 'vitest';
import { acceptedEncoding } from './cachedReply';
import { createReadCache } from './readCache';

/** A compute function that counts its calls and answers `body`, showing `tags`. */
function counted(body: () => string | undefined, tags: string[] = []) {
  const compute = async () => {
    compute.calls++;
    const text = body();
    return text === undefined ? undefined : { body: text, tags };
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
    expect(second?.etag).toBe(first?.etag);
    expect(cache.peek('page')).toBe(first);
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
    for (let page = 0; page < 10; page++)
      await cache.read(`page:${page}`, async () => ({ body, tags: [] }));
    const keptBefore = cache.size;
    // Reading page 0 again makes it the most recently used, so page 1 is now the oldest.
    await cache.read('page:0', async () => ({ body: 'recomputed', tags: [] }));
    for (let page = 10; page < 100; page++) {
      await cache.read(`page:${page}`, async () => ({ body, tags: [] }));
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

  it('keeps the keys held apart within their own share, evicting only one another', async () => {
    const cache = createReadCache({
      maxBytes: 20_000,
      apart: { holds: (key) => key.startsWith('part:'), maxBytes: 5_000 },
    });
    const body = 'x'.repeat(1000);
    const pages = Array.from({ length: 10 }, (_, page) => `page:${page}`);
    for (const key of pages) await cache.read(key, async () => ({ body, tags: ['list:*'] }));
    // A crawler's walk: far more parts than the whole cache holds.
    for (let part = 0; part < 100; part++) {
      await cache.read(`part:${part}`, async () => ({ body, tags: [`ids:${part}`] }));
      expect(cache.size).toBeLessThanOrEqual(20_000);
    }
    for (const key of pages) expect(cache.peek(key), key).toBeDefined();
    expect(cache.peek('part:0'), 'the oldest part made room').toBeUndefined();
    expect(cache.peek('part:99')).toBeDefined();

    // Invalidations reach both shares.
    cache.invalidate(['ids:99', 'list:*']);
    expect(cache.peek('part:99')).toBeUndefined();
    expect(cache.peek('page:0')).toBeUndefined();
    expect(cache.peek('part:98')).toBeDefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('drops every answer on an invalidation of everything and tags the new ones differently', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    let jobs = 1;
    const compute = counted(() => `${jobs} jobs`, ['list:*']);
    const before = await cache.read('page', compute);
    jobs = 2;
    cache.invalidate();
    expect(cache.peek('page')).toBeUndefined();
    const after = await cache.read('page', compute);
    expect(after?.body.toString()).toBe('2 jobs');
    expect(after?.etag).not.toBe(before?.etag);
    expect(cache.peek('page')?.etag).toBe(after?.etag);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('drops the answers that show a touched tag and keeps the others, tag index and all', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    const freelance = counted(() => 'freelance jobs', ['list:3']);
    const board = counted(() => 'all jobs', ['list:*']);
    const detail = counted(() => 'a job', ['job:a']);
    const page = counted(() => 'a page of all jobs and a job', ['list:*', 'job:a']);
    const reads = () =>
      Promise.all([
        cache.read('freelance', freelance),
        cache.read('board', board),
        cache.read('detail', detail),
        cache.read('page', page),
      ]);
    const [keptFreelance, , keptDetail] = await reads();

    // A full-time job is created: the board's lists change, the freelance list and the detail not.
    cache.invalidate(['job:b', 'list:*', 'list:1']);
    await reads();
    expect([freelance.calls, board.calls, detail.calls, page.calls]).toEqual([1, 2, 1, 2]);
    expect(cache.peek('freelance')).toBe(keptFreelance);
    expect(cache.peek('detail')).toBe(keptDetail);

    // Job a is saved: its detail and the pages that show it change.
    cache.invalidate(['job:a', 'list:*', 'list:3']);
    await reads();
    expect([freelance.calls, board.calls, detail.calls, page.calls]).toEqual([2, 3, 2, 3]);

    // An answer dropped by the cap leaves the tag index too: a later invalidation finds no ghost.
    const small = createReadCache({ maxBytes: 2000 });
    await small.read('old', async () => ({ body: 'x'.repeat(900), tags: ['list:*'] }));
    await small.read('new', async () => ({ body: 'y'.repeat(900), tags: ['list:1'] }));
    expect(small.peek('old')).toBeUndefined();
    small.invalidate(['list:*']);
    expect(small.peek('new')?.body.toString()).toBe('y'.repeat(900));
  });

  it('forgets an answer after its maxAgeMs, though nothing touched it', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    // A second: long enough that a busy machine still finds the answer kept right after reading
    // it (30 ms was not, beside two busy loops).
    const compute = async () => ({ body: 'a page', tags: [], maxAgeMs: 1000 });
    const first = await cache.read('page', compute);
    expect(first?.expiresAt).toBeGreaterThan(Date.now());
    expect(cache.peek('page')).toBe(first);
    await vi.waitFor(() => expect(cache.peek('page')).toBeUndefined(), {
      interval: 20,
      timeout: 10_000,
    });
    expect(await cache.read('page', compute)).not.toBe(first);
  });

  it('never gives two answers the same tag, nor another cache (process) one of its own', async () => {
    const one = createReadCache({ maxBytes: 1 << 20 });
    const other = createReadCache({ maxBytes: 1 << 20 });
    const compute = counted(() => 'x');
    const tags = [
      (await one.read('paginate:0:5', compute))?.etag,
      (await one.read('paginate:5:5', compute))?.etag,
      (await other.read('paginate:0:5', compute))?.etag,
    ];
    expect(new Set(tags).size).toBe(3);
  });

  it('does not keep an answer whose read a write touched, nor hand it to later requests', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    const slowRead = deferred<{ body: string; tags: string[] }>();
    const staleRead = cache.read('page', () => slowRead.promise);

    cache.invalidate(['list:*']); // a write commits while the read is still running
    const afterWrite = cache.read('page', async () => ({ body: 'fresh', tags: ['list:*'] }));
    slowRead.resolve({ body: 'stale', tags: ['list:*'] });

    expect((await staleRead)?.body.toString()).toBe('stale');
    expect((await afterWrite)?.body.toString(), 'no sharing across the write').toBe('fresh');
    expect((await staleRead)?.etag).not.toBe((await afterWrite)?.etag);
    expect(cache.peek('page')?.body.toString()).toBe('fresh');
  });

  it('keeps an answer whose read only writes to other tags overlapped', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20 });
    const slowRead = deferred<{ body: string; tags: string[] }>();
    const read = cache.read('freelance', () => slowRead.promise);
    cache.invalidate(['job:b', 'list:*', 'list:1']);
    slowRead.resolve({ body: 'freelance jobs', tags: ['list:3'] });
    const answer = await read;
    expect(cache.peek('freelance')).toBe(answer);

    // Past what it remembers, it cannot tell: it keeps nothing.
    const slower = deferred<{ body: string; tags: string[] }>();
    const overlapped = cache.read('part-time', () => slower.promise);
    for (let write = 0; write < 100; write++) cache.invalidate([`job:${write}`]);
    slower.resolve({ body: 'part-time jobs', tags: ['list:2'] });
    await overlapped;
    expect(cache.peek('part-time')).toBeUndefined();
  });

  it('keeps and tags nothing while suspended, and starts a new version on resume', async () => {
    const cache = createReadCache({ maxBytes: 1 << 20, trusted: false });
    const compute = counted(() => 'page');
    expect((await cache.read('page', compute))?.etag).toBeUndefined();
    await cache.read('page', compute);
    expect(compute.calls).toBe(2);
    expect(cache.peek('page')).toBeUndefined();

    cache.resume();
    const tagged = await cache.read('page', compute);
    expect(tagged?.etag).toBeDefined();
    expect(cache.peek('page')).toBe(tagged);
    cache.suspend();
    expect(cache.size).toBe(0);
    expect(cache.peek('page')).toBeUndefined();
    cache.resume();
    expect((await cache.read('page', compute))?.etag).not.toBe(tagged?.etag);
  });
});

describe('createReadCache, serving a shifted list while it is read anew', () => {
  const boundMs = 250;
  const shifting = () =>
    createReadCache({
      maxBytes: 1 << 20,
      servedStale: { maxMs: boundMs, tag: (tag) => tag.startsWith('list:') },
    });
  const page = (body: string) => async () => ({ body, tags: ['list:*:*', 'job:a'] });

  it('gives the previous answer to all but the one request reading it anew, within the bound', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = shifting();
      const before = await cache.read('page', page('before'));
      cache.invalidate(['job:b', 'list:*:*']); // another job is posted: the page shifts

      const reading = deferred<{ body: string; tags: string[] }>();
      const first = cache.read('page', () => reading.promise);
      const others = counted(() => 'never read', ['list:*:*']);
      expect(await cache.read('page', others), 'the previous answer').toBe(before);
      expect(others.calls, 'one request per server reads').toBe(0);
      expect(cache.peek('page'), 'not for the fast lane, which would never read it anew').toBe(
        undefined,
      );

      // Past the bound, the others wait for the read under way too.
      vi.advanceTimersByTime(boundMs + 1);
      const late = cache.read('page', others);
      reading.resolve({ body: 'after', tags: ['list:*:*', 'job:a'] });
      expect((await first)?.body.toString()).toBe('after');
      expect(await late).toBe(await first);
      expect(cache.peek('page')).toBe(await first);
      expect(others.calls).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never serves an answer whose own jobs changed, nor one dropped by everything's change", async () => {
    const cache = shifting();
    await cache.read('page', page('before'));
    cache.invalidate(['job:a']); // a job it shows is saved or edited
    expect(cache.peek('page', { stale: true })).toBeUndefined();
    const reading = deferred<{ body: string; tags: string[] }>();
    const first = cache.read('page', () => reading.promise);
    const second = cache.read('page', page('never read'));
    reading.resolve({ body: 'after', tags: ['list:*:*', 'job:a'] });
    expect((await second)?.body.toString(), 'waits for the read').toBe('after');
    expect(await first).toBe(await second);

    cache.invalidate();
    expect(cache.peek('page', { stale: true })).toBeUndefined();
  });

  it('keeps a read that a shift overlapped, as stale since that shift', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = shifting();
      const reading = deferred<{ body: string; tags: string[] }>();
      const first = cache.read('page', () => reading.promise);
      cache.invalidate(['list:*:*']);
      reading.resolve({ body: 'read across a post', tags: ['list:*:*'] });
      const answer = await first;
      expect(cache.peek('page'), 'not fresh').toBeUndefined();
      expect(cache.peek('page', { stale: true })).toBe(answer);
      vi.advanceTimersByTime(boundMs + 1);
      const fresh = counted(() => 'fresh', ['list:*:*']);
      expect((await cache.read('page', fresh))?.body.toString(), 'past the bound').toBe('fresh');
    } finally {
      vi.useRealTimers();
    }
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
