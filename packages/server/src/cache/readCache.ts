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
  /** The answer kept for `key`, if any, without reading anything. */
  peek(key: string): CachedAnswer | undefined;
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

/**
 * Serialised answers of the public reads, each dropped when a write touches what it shows.
 *
 * An answer is kept only if no invalidation of one of its tags came between the start of its read
 * and its end (a read that overlapped more invalidations than are remembered is not kept). Its
 * weak ETag names the fill that made it, unique within the process (a compressed copy shares the
 * tag of the answer it encodes), and the epoch makes tags from another process (or an earlier run
 * of this one) never match.
 */
export function createReadCache(options: {
  maxBytes: number;
  trusted?: boolean;
  events?: CacheEvents;
}): ReadCache {
  const events = options.events ?? noEvents;
  const epoch = randomBytes(6).toString('base64url');
  /** The keys kept under each tag, so that an invalidation finds its answers without a scan. */
  const keysByTag = new Map<string, Set<string>>();
  const answers =
    options.maxBytes > 0
      ? new LRUCache<string, CachedAnswer>({
          maxSize: options.maxBytes,
          sizeCalculation: (answer, key) => answer.body.length + key.length + entryOverheadBytes,
          // Evicted, expired, replaced or invalidated: the tag index forgets the key.
          dispose: (answer, key) => {
            for (const tag of answer.tags) {
              const keys = keysByTag.get(tag);
              keys?.delete(key);
              if (keys?.size === 0) keysByTag.delete(tag);
            }
          },
        })
      : undefined;
  /** Reads under way, so that fifty concurrent misses on one page make one database read. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  /** Counts invalidations; `recent` holds the tags of the last ones (null: everything). */
  let version = 0;
  const recent: { version: number; tags: ReadonlySet<string> | null }[] = [];
  let fills = 0;
  let trusted = options.trusted ?? true;

  /** Whether an invalidation after `startedAt` may have touched an answer showing `tags`. */
  function touchedSince(startedAt: number, tags: readonly string[]): boolean {
    if (startedAt === version) return false;
    const oldest = recent[0];
    if (!oldest || oldest.version > startedAt + 1) return true;
    return recent.some(
      (change) =>
        change.version > startedAt &&
        (change.tags === null || tags.some((tag) => change.tags?.has(tag))),
    );
  }

  function keep(key: string, answer: CachedAnswer, maxAgeMs: number | undefined) {
    if (!answers) return;
    answers.set(key, answer, maxAgeMs === undefined ? undefined : { ttl: maxAgeMs });
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
      if (!touchedSince(startedAt, answer.tags)) keep(key, answer, maxAgeMs);
      return answer;
    } finally {
      if (version === startedAt) inFlight.delete(key);
    }
  }

  function invalidate(tags?: Iterable<string>) {
    version++;
    const touched = tags === undefined ? null : new Set(tags);
    events.invalidated(touched === null ? undefined : [...touched]);
    recent.push({ version, tags: touched });
    if (recent.length > rememberedInvalidations) recent.shift();
    if (touched === null) answers?.clear();
    else {
      for (const tag of touched) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) answers?.delete(key);
      }
    }
    // A request that arrives from now on must not get an answer read before the change.
    inFlight.clear();
  }

  return {
    async read(key, compute) {
      if (!trusted) {
        const computed = await compute();
        if (computed === undefined) return undefined;
        events.miss(computed.tags);
        const { maxAgeMs: _notKept, ...rest } = computed;
        return { ...rest, body: Buffer.from(computed.body), etag: undefined };
      }
      const kept = answers?.get(key);
      if (kept) {
        events.hit(kept.tags);
        return kept;
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fill(key, compute);
        inFlight.set(key, pending);
      }
      const answer = await pending;
      if (answer) events.miss(answer.tags);
      return answer;
    },
    peek: (key) => (trusted ? answers?.get(key) : undefined),
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
      return answers?.calculatedSize ?? 0;
    },
  };
}
