import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from './readCache';

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
  key: string,
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
      headers,
    };
  });
}

/**
 * Answers a read of any type from the cache: `render` runs on a miss, and its body is compressed for
 * the encoding the client accepts, once per cached entry: compressing on every answer cost two
 * thirds of the throughput of a cached page. A GET carries a weak ETag of the data version, and a
 * GET whose If-None-Match holds the current one answers 304 before anything is read. POST reads
 * carry no tag: RFC 9110 would have a matching If-None-Match answer 412 to them, which helps no
 * client. Resolves false, having sent nothing, when `render` found nothing.
 */
export async function sendCachedBody(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  contentType: string,
  render: () => Promise<{ body: string | Buffer; headers?: Record<string, string> } | undefined>,
): Promise<boolean> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const variant = encoding ? `${key} ${encoding}` : key;
  reply.header('vary', 'Accept-Encoding');
  const tagged = request.method === 'GET' || request.method === 'HEAD';
  const ifNoneMatch = tagged ? request.headers['if-none-match'] : undefined;
  const currentEtag = ifNoneMatch ? cache.currentEtag(variant) : undefined;
  if (currentEtag && ifNoneMatchHolds(ifNoneMatch, currentEtag)) {
    reply.code(304).header('etag', currentEtag).header('cache-control', 'no-cache').send();
    return true;
  }
  const answer = await cache.read(variant, async () => {
    const rendered = await render();
    if (rendered === undefined) return undefined;
    const body = Buffer.from(rendered.body);
    const headers = rendered.headers && { headers: rendered.headers };
    if (!encoding || body.length < compressFrom) return { body, ...headers };
    const compressed = encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body);
    return { body: compressed, contentEncoding: encoding, ...headers };
  });
  if (!answer) return false;
  // no-cache: keep it, but ask (cheaply, with the tag) before using it again.
  if (tagged && answer.etag) reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  // Set, so @fastify/compress leaves the body as it is.
  if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
  if (answer.headers) reply.headers(answer.headers);
  reply.type(contentType).send(answer.body);
  // Kept, so tagged: the same request again is the fast lane's to answer.
  if (answer.etag) request.server.fastLane.record(request, reply, variant, answer);
  return true;
}

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
