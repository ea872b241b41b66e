import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** An answer as it goes on the wire: serialised once, then sent as often as it is asked for. */
export interface CachedAnswer {
  body: Buffer;
  /** The answer's status when it is not 200: a page for an address no route has is a 404. */
  status?: number;
  /** How `body` is compressed, when it is. */
  contentEncoding?: string;
  /** Headers that belong to the answer, such as a search's X-Total-Count. */
  headers?: Record<string, string>;
  /** What the answer shows (see cache/keys.ts): a write that touches one of them drops it. */
  tags: readonly string[];
  /** When it stops being kept, in `Date.now()` time, if it has a `maxAgeMs`. */
  expiresAt?: number;
  /** Absent while the cache cannot vouch for the data (see `suspend`). */
  etag: string | undefined;
}

/** What a miss computes, or undefined for an answer not worth keeping (a 404 of the API). */
export interface ComputedAnswer {
  body: string | Buffer;
  status?: number;
  contentEncoding?: string;
  headers?: Record<string, string>;
  tags: readonly string[];
  /** Kept at most this long even when no write touches it: a page's "3 days ago" ages. */
  maxAgeMs?: number;
  /** The weak ETag of the answer this one encodes (the same content, compressed); else a new one. */
  etag?: string | undefined;
}

export type ComputeAnswer = () => Promise<ComputedAnswer | undefined>;

/** What the cache tells the server's metrics: each answer taken or computed, each drop. */
export interface CacheEvents {
  hit(tags: readonly string[]): void;
  miss(tags: readonly string[]): void;
  /** `undefined`: every answer was dropped. */
  invalidated(tags: readonly string[] | undefined): void;
}

const noEvents: CacheEvents = { hit() {}, miss() {}, invalidated() {} };

export interface ReadCache {
  /** The answer for `key`, from memory or from `compute` (run once for concurrent misses). */
  read(key: string, compute: ComputeAnswer): Promise<CachedAnswer | undefined>;
  /**
   * The answer kept for `key`, if any, without reading anything; one being served while it is
   * read anew (see `servedStale`) only with `{ stale: true }`.
   */
  peek(key: string, options?: { stale?: boolean }): CachedAnswer | undefined;
  /** Counts a hit for an answer sent from what `peek` found (a 304, the fast lane's). */
  served(answer: CachedAnswer): void;

  /**
   * The data changed: the answers that show any of `tags` are stale (every answer when `tags` is
   * undefined), and so is every answer still being computed, whose tags are not known yet.
   */
  invalidate(tags?: Iterable<string>): void;
  /** Nothing is kept or tagged until `resume` (e.g. while changes made elsewhere go unheard). */
  suspend(): void;
  /** Keeps and tags answers again, from a fresh data version. */
  resume(): void;
  /** Bytes kept now, counted as the cap counts them. */
  readonly size: number;
}

// A Map entry, the key string and the answer object around each body.
const entryOverheadBytes = 200;

/** How many invalidations are remembered to judge a read that overlapped them (see `fill`). */
const rememberedInvalidations = 64;

export interface ReadCacheOptions {
  maxBytes: number;
  trusted?: boolean;
  /**
   * Answers that only tags of this kind made stale (the membership of lists: another job came or
   * went) are served for at most `maxMs` after the first write they miss, to every request but
   * one, which reads the answer anew while they are served. Without it (or for any other tag) a
   * touched answer is dropped at once and every request waits for the one that reads it.
   */
  servedStale?: { maxMs: number; tag: (tag: string) => boolean };
  /** Told of every hit, miss and drop (the metrics); nobody by default. */
  events?: CacheEvents;
  /**
   * Keys kept within a share of `maxBytes` of their own, and evicting only one another: a
   * sitemap's parts, a megabyte each, which a crawler walking hundreds of them would otherwise
   * push every page and answer out with.
   */
  apart?: { holds: (key: string) => boolean; maxBytes: number };
}

/** What the cache keeps beside an answer: since when it is stale, if it is. */
interface Kept {
  answer: CachedAnswer;
  /** `performance.now()` of the first write it misses, for an answer served while read anew. */
  staleSince?: number;
  /** The invalidation count when its read began: a later read's answer is never replaced by it. */
  readAt: number;
}

/**
 * Serialised answers of the public reads, each dropped when a write touches what it shows.
 *
 * An answer is kept only if no invalidation of one of its tags came between the start of its read
 * and its end (a read that overlapped more invalidations than are remembered is not kept). Its
 * weak ETag names the fill that made it, unique within the process (a compressed copy shares the
 * tag of the answer it encodes), and the epoch makes tags from another process (or an earlier run
 * of this one) never match.
 */
export function createReadCache(options: ReadCacheOptions): ReadCache {
  const epoch = randomBytes(6).toString('base64url');
  const { servedStale } = options;
  const events = options.events ?? noEvents;
  /** The keys kept under each tag, so that an invalidation finds its answers without a scan. */
  const keysByTag = new Map<string, Set<string>>();
  const shelf = (maxSize: number) =>
    new LRUCache<string, Kept>({
      maxSize,
      sizeCalculation: ({ answer }, key) => answer.body.length + key.length + entryOverheadBytes,
      // Evicted, expired, replaced or invalidated: the tag index forgets the key.
      dispose: ({ answer }, key) => {
        for (const tag of answer.tags) {
          const keys = keysByTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) keysByTag.delete(tag);
        }
      },
    });
  const { apart } = options;
  const apartBytes = apart ? Math.min(apart.maxBytes, options.maxBytes) : 0;
  const shelves =
    options.maxBytes > 0
      ? {
          common: options.maxBytes > apartBytes ? shelf(options.maxBytes - apartBytes) : undefined,
          apart: apartBytes > 0 ? shelf(apartBytes) : undefined,
        }
      : undefined;
  /** Where `key`'s answer is kept; undefined when the cache keeps nothing. */
  const answersFor = (key: string) => (apart?.holds(key) ? shelves?.apart : shelves?.common);
  /** Reads under way, so that fifty concurrent misses on one page make one database read. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  /**
   * Counts invalidations; `recent` holds the tags of the last ones (null: everything) and when
   * they came.
   */
  let version = 0;
  const recent: { version: number; tags: ReadonlySet<string> | null; at: number }[] = [];
  let fills = 0;
  let trusted = options.trusted ?? true;

  /** Whether a write touching `touched` leaves an answer showing `tags` servable for a moment. */
  function servableAfter(touched: ReadonlySet<string> | null, tags: readonly string[]): boolean {
    if (!servedStale || touched === null) return false;
    return tags.every((tag) => !touched.has(tag) || servedStale.tag(tag));
  }

  /**
   * What the invalidations after `startedAt` did to an answer showing `tags`: nothing ('fresh'),
   * made it servable for a moment (since the first of them), or made it unfit to keep ('dropped',
   * also when more have come than are remembered).
   */
  function touchedSince(
    startedAt: number,
    tags: readonly string[],
  ): 'fresh' | 'dropped' | { staleSince: number } {
    if (startedAt === version) return 'fresh';
    const oldest = recent[0];
    if (!oldest || oldest.version > startedAt + 1) return 'dropped';
    let staleSince: number | undefined;
    for (const change of recent) {
      if (change.version <= startedAt) continue;
      const touches = change.tags === null || tags.some((tag) => change.tags?.has(tag));
      if (!touches) continue;
      if (!servableAfter(change.tags, tags)) return 'dropped';
      staleSince ??= change.at;
    }
    return staleSince === undefined ? 'fresh' : { staleSince };
  }

  function keep(key: string, kept: Kept, maxAgeMs: number | undefined) {
    const answers = answersFor(key);
    if (!answers) return;
    // Two reads of a key overlap after a write: the one that began later has the newer answer.
    const current = answers.peek(key, { allowStale: true });
    if (current && current.readAt > kept.readAt) return;
    const { answer } = kept;
    answers.set(key, kept, maxAgeMs === undefined ? undefined : { ttl: maxAgeMs });
    for (const tag of answer.tags) {
      const keys = keysByTag.get(tag) ?? new Set<string>();
      keysByTag.set(tag, keys.add(key));
    }
  }

  async function fill(key: string, compute: ComputeAnswer): Promise<CachedAnswer | undefined> {
    const startedAt = version;
    try {
      const computed = await compute();
      if (computed === undefined) return undefined;
      const { maxAgeMs, ...rest } = computed;
      fills++;
      const answer: CachedAnswer = {
        ...rest,
        body: Buffer.from(computed.body),
        etag: computed.etag ?? `W/"${epoch}.${fills}"`,
        ...(maxAgeMs !== undefined && { expiresAt: Date.now() + maxAgeMs }),
      };
      const overlap = touchedSince(startedAt, answer.tags);
      if (overlap !== 'dropped') {
        const staleSince = overlap === 'fresh' ? undefined : overlap.staleSince;
        keep(
          key,
          { answer, readAt: startedAt, ...(staleSince !== undefined && { staleSince }) },
          maxAgeMs,
        );
      }
      return answer;
    } finally {
      if (version === startedAt) inFlight.delete(key);
    }
  }

  function invalidate(tags?: Iterable<string>) {
    version++;
    const touched = tags === undefined ? null : new Set(tags);
    events.invalidated(touched === null ? undefined : [...touched]);
    const at = performance.now();
    recent.push({ version, tags: touched, at });
    if (recent.length > rememberedInvalidations) recent.shift();
    if (touched === null) {
      shelves?.common?.clear();
      shelves?.apart?.clear();
    } else {
      for (const tag of touched) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) {
          const answers = answersFor(key);
          const kept = answers?.peek(key, { allowStale: true });
          if (kept && servableAfter(touched, kept.answer.tags)) kept.staleSince ??= at;
          else answers?.delete(key);
        }
      }
    }
    // A request that arrives from now on must not get an answer read before the change.
    inFlight.clear();
  }

  /** The answer of a fresh read of `key`, shared by the requests that come while it runs. */
  function readAnew(key: string, compute: ComputeAnswer): Promise<CachedAnswer | undefined> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fill(key, compute);
      inFlight.set(key, pending);
    }
    return pending;
  }

  const staleFor = (kept: Kept) =>
    kept.staleSince === undefined ? undefined : performance.now() - kept.staleSince;

  return {
    async read(key, compute) {
      if (!trusted) {
        const computed = await compute();
        if (computed === undefined) return undefined;
        const { maxAgeMs: _notKept, ...rest } = computed;
        return { ...rest, body: Buffer.from(computed.body), etag: undefined };
      }
      const kept = answersFor(key)?.get(key);
      const staleMs = kept && staleFor(kept);
      if (kept && staleMs === undefined) {
        events.hit(kept.answer.tags);
        return kept.answer;
      }
      // Stale: the first request reads it anew and waits; while that read runs, the others get
      // the previous answer, if it is not older than the bound.
      const reading = inFlight.has(key);
      const pending = readAnew(key, compute);
      if (kept && reading && staleMs !== undefined && staleMs <= (servedStale?.maxMs ?? 0)) {
        events.hit(kept.answer.tags);
        return kept.answer;
      }
      const answer = await pending;
      if (answer) events.miss(answer.tags);
      return answer;
    },
    peek(key, { stale = false } = {}) {
      const kept = trusted ? answersFor(key)?.get(key) : undefined;
      return kept && (stale || kept.staleSince === undefined) ? kept.answer : undefined;
    },
    served: (answer) => events.hit(answer.tags),
    invalidate,
    suspend() {
      trusted = false;
      invalidate();
    },
    resume() {
      invalidate();
      trusted = true;
    },
    get size() {
      return (shelves?.common?.calculatedSize ?? 0) + (shelves?.apart?.calculatedSize ?? 0);
    },
  };
}
