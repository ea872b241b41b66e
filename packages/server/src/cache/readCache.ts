import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** An answer as it goes on the wire: serialised once, then sent as often as it is asked for. */
export interface CachedAnswer {
  body: Buffer;
  /** How `body` is compressed, when it is. */
  contentEncoding?: string;
  /** Headers that belong to the answer, such as a search's X-Total-Count. */
  headers?: Record<string, string>;
  /** Absent while the cache cannot vouch for the data (see `suspend`). */
  etag: string | undefined;
}

/** What a miss computes: the serialised answer, or undefined for one not worth keeping (a 404). */
export type ComputeAnswer = () => Promise<
  { body: string | Buffer; contentEncoding?: string; headers?: Record<string, string> } | undefined
>;

export interface ReadCache {
  /** The answer for `key`, from memory or from `compute` (run once for concurrent misses). */
  read(key: string, compute: ComputeAnswer): Promise<CachedAnswer | undefined>;
  /** The answer kept for `key`, if any, without reading anything. */
  peek(key: string): CachedAnswer | undefined;
  /** The tag an answer for `key` carries now; undefined while the cache is suspended. */
  currentEtag(key: string): string | undefined;
  /** The data changed: every answer kept or being computed is stale. */
  invalidate(): void;
  /** Nothing is kept or tagged until `resume` (e.g. while changes made elsewhere go unheard). */
  suspend(): void;
  /** Keeps and tags answers again, from a fresh data version. */
  resume(): void;
  /** Bytes kept now, counted as the cap counts them. */
  readonly size: number;
}

// A Map entry, the key string and the answer object around each body.
const entryOverheadBytes = 200;

/**
 * Serialised answers of the public reads, dropped whole whenever the data changes.
 *
 * A data version guards against a read that overlaps a write: an answer is kept only if no
 * invalidation came between the start of its read and its end, and it is tagged with the version
 * its read started under, so a tag handed out before a write never matches after it. The epoch
 * makes tags from another process (or an earlier run of this one) never match.
 */
export function createReadCache(options: { maxBytes: number; trusted?: boolean }): ReadCache {
  const epoch = randomBytes(6).toString('base64url');
  const answers =
    options.maxBytes > 0
      ? new LRUCache<string, CachedAnswer>({
          maxSize: options.maxBytes,
          sizeCalculation: (answer, key) => answer.body.length + key.length + entryOverheadBytes,
        })
      : undefined;
  /** Reads under way, so that fifty concurrent misses on one page make one database read. */
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  let version = 0;
  let trusted = options.trusted ?? true;

  const etagOf = (key: string, atVersion: number) =>
    `W/"${epoch}.${atVersion}.${createHash('sha1').update(key).digest('base64url').slice(0, 12)}"`;

  async function fill(key: string, compute: ComputeAnswer): Promise<CachedAnswer | undefined> {
    const startedAt = version;
    try {
      const computed = await compute();
      if (computed === undefined) return undefined;
      const answer = {
        ...computed,
        body: Buffer.from(computed.body),
        etag: etagOf(key, startedAt),
      };
      if (version === startedAt) answers?.set(key, answer);
      return answer;
    } finally {
      if (version === startedAt) inFlight.delete(key);
    }
  }

  function invalidate() {
    version++;
    answers?.clear();
    // A request that arrives from now on must not get an answer read before the change.
    inFlight.clear();
  }

  return {
    async read(key, compute) {
      if (!trusted) {
        const computed = await compute();
        return computed && { ...computed, body: Buffer.from(computed.body), etag: undefined };
      }
      const kept = answers?.get(key);
      if (kept) return kept;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fill(key, compute);
        inFlight.set(key, pending);
      }
      return pending;
    },
    peek: (key) => (trusted ? answers?.get(key) : undefined),
    currentEtag: (key) => (trusted ? etagOf(key, version) : undefined),
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
