import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyByLanguage } from '../language/requestLanguage';
import { type KeptRead, showing } from './keys';
import type { CachedAnswer, ComputeAnswer, ReadCache } from './readCache';

/** @fastify/compress's threshold and settings: smaller answers travel as they are. */
const compressFrom = 1024;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** A payload sent with headers of its own, kept with it in the cache (a search's X-Total-Count). */
export class WithHeaders {
  constructor(
    readonly payload: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * Answers a public read from the cache. The payload is serialised through the route's response
 * schema (as Fastify would serialise it); `read` may answer it `WithHeaders`. Resolves false, having
 * sent nothing, when `read` found nothing (the caller's 404). (Not the reply: a reply is thenable, so
 * an async function returning one resolves to undefined.)
 */
export function sendCached(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  { key, tags }: KeptRead,
  read: () => Promise<unknown>,
): Promise<boolean> {
  return sendCachedBody(cache, request, reply, key, 'application/json; charset=utf-8', async () => {
    const found = await read();
    if (found === undefined) return undefined;
    const { payload, headers } =
      found instanceof WithHeaders ? found : { payload: found, headers: undefined };
    const serialised = reply.serialize(payload); // a string from the route's schema serialiser
    return {
      body: typeof serialised === 'string' ? serialised : Buffer.from(serialised as Buffer),
      tags: [...tags, ...showing(jobsIn(payload))],
      ...(headers && { headers }),
    };
  });
}

/** The jobs an answer shows: a list's page, a bare list (a search), or a job's detail. */
function jobsIn(payload: unknown): { slug: string }[] {
  const data = (payload as { data?: unknown } | null)?.data ?? payload;
  const jobs = Array.isArray(data) ? data : [data];
  return jobs.filter(
    (job): job is { slug: string } => typeof (job as { slug?: unknown } | null)?.slug === 'string',
  );
}

export interface BodyOptions {
  /**
   * The body is in the reader's words (a page, a feed): it is kept once per locale, and the
   * answer varies by the cookie that carries the language. Data alone (JSON) is kept once.
   */
  inReadersLanguage?: boolean;
}

/**
 * Answers a read of any type from the cache: `render` runs on a miss, and its body is compressed
 * for the encoding the client accepts once per kept answer (compressing on every answer cost two
 * thirds of the throughput of a cached page), kept beside it under the same tags. A GET's 200
 * carries the kept answer's weak ETag, and a GET whose If-None-Match holds it answers 304 before
 * anything is read or rendered. POST reads carry no tag: RFC 9110 would have a matching
 * If-None-Match answer 412 to them, which helps no client. Resolves false, having sent nothing,
 * when `render` found nothing.
 */
export async function sendCachedBody(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  readKey: string,
  contentType: string,
  render: ComputeAnswer,
  { inReadersLanguage = false }: BodyOptions = {},
): Promise<boolean> {
  // The locale first: a key may end in any text, and no space is named `tr`, `en` or `default`.
  const key = inReadersLanguage ? `${request.locale} ${readKey}` : readKey;
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const variant = encoding ? encodedKey(key, encoding) : key;
  reply.header('vary', 'Accept-Encoding');
  if (inReadersLanguage) varyByLanguage(reply);
  const tagged = request.method === 'GET' || request.method === 'HEAD';
  const ifNoneMatch = tagged ? request.headers['if-none-match'] : undefined;
  const notModified = (answer: CachedAnswer | undefined) =>
    answer?.etag !== undefined &&
    (answer.status ?? 200) === 200 &&
    ifNoneMatchHolds(ifNoneMatch, answer.etag);
  const kept = ifNoneMatch ? cache.peek(variant) : undefined;
  if (kept && notModified(kept)) cache.served(kept);
  const answer = notModified(kept) ? kept : await readEncoded(cache, key, encoding, render);
  if (!answer) return false;
  const status = answer.status ?? 200;
  // no-cache: keep it, but ask (cheaply, with the tag) before using it again.
  if (tagged) reply.header('cache-control', 'no-cache');
  if (tagged && answer.etag && status === 200) {
    reply.header('etag', answer.etag);
    if (notModified(answer)) {
      reply.code(304).send();
      return true;
    }
  }
  // Set, so @fastify/compress leaves the body as it is.
  if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
  if (answer.headers) reply.headers(answer.headers);
  reply.code(status).type(contentType).send(answer.body);
  // Kept, so tagged: the same request again is the fast lane's to answer. An answer too small to
  // compress is kept once, for every encoding.
  const keptUnder = answer.contentEncoding ? variant : key;
  if (answer.etag) request.server.fastLane.record(request, reply, keptUnder, answer);
  return true;
}

/**
 * The answer for `key` as `encoding` sends it: the plain answer, read or rendered once whatever
 * the encodings asked for, then its compressed copy, which lives no longer than the plain one.
 */
async function readEncoded(
  cache: ReadCache,
  key: string,
  encoding: Encoding | undefined,
  render: ComputeAnswer,
): Promise<CachedAnswer | undefined> {
  const plain = await cache.read(key, render);
  if (!plain || !encoding || plain.body.length < compressFrom) return plain;
  const { body, etag, expiresAt, ...rest } = plain;
  const compress = async () => ({
    ...rest,
    etag,
    body: encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body),
    contentEncoding: encoding,
    ...(expiresAt !== undefined && { maxAgeMs: Math.max(1, expiresAt - Date.now()) }),
  });
  if (cache.peek(key) !== plain) {
    // Served while it is read anew: its copy, if one was kept from it; else compressed for this
    // request alone (a read no longer kept, say) so that no copy outlives its answer.
    const copy = cache.peek(encodedKey(key, encoding), { stale: true });
    return copy && copy.etag === plain.etag ? copy : compress();
  }
  return cache.read(encodedKey(key, encoding), compress);
}

/**
 * Where the compressed copy of `key`'s answer is kept: the encoding first, since a key may end in
 * any text (a search's), and every plain key starts with its space's name (`list:`, `page:`…) or
 * its locale (`en page:…`).
 */
const encodedKey = (key: string, encoding: Encoding) => `${encoding} ${key}`;

/** If-None-Match's weak comparison: any listed tag equal to `etag`, `W/` prefixes aside. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Brotli when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
