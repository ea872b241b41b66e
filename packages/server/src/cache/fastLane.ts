import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import { Readable } from 'node:stream';
import { cookieLanguage } from '@job/texts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RequestLog } from '../requestLog';
import { limitBodyIdleTime, type RequestTimeouts, serverTimeoutOptions } from '../requestTimeouts';
import { acceptedEncoding } from './cachedReply';
import type { CachedAnswer, ReadCache } from './readCache';

/**
 * Public reads answered again without the framework.
 *
 * The first time Fastify answers a request from the read cache, the fast lane records what it
 * sent: the request's signature (method, URL, body and every header the answer depends on) and the
 * answer's headers. A request with the same signature is then answered by node:http itself, with
 * the same headers and the bytes the cache keeps now. Routing, the schema checks, the hooks and
 * the serialisation are skipped, not changed: an identical request gets the answer Fastify gave
 * it, and none but an answer the cache keeps (a 200, or a page's 404) is ever recorded. Whatever the fast lane does not know (a new
 * request, a conditional one, an answer the cache dropped) passes to Fastify as it came.
 */
export interface FastLane {
  /** Fastify's `serverFactory`: an HTTP server whose requests pass the fast lane first. */
  serverFactory(handler: RequestListener, options: FastifyServerOptions): Server;
  /**
   * Becomes `app.fastLane`, hands Fastify the bodies it read ahead, and gives way once the server
   * closes.
   */
  attach(app: FastifyInstance): void;
  /** Remembers a request Fastify has just answered with `answer`, kept under `key`. */
  record(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer): void;
  /** Requests answered without Fastify so far. */
  readonly answered: number;
  /** Request bodies it is reading ahead now, until they end or their connection closes. */
  readonly readingAhead: number;
  /** Bytes its records take, counted as its cap counts them. */
  readonly size: number;
}

export interface FastLaneOptions {
  cache: ReadCache;
  /** The cap of its records, in bytes; 0 records nothing. */
  maxBytes: number;
  nextRequestId: () => string;
  /** Where its request lines go, and what they say: the same as Fastify's. */
  requestLog: RequestLog;
  /** How long a request may take to arrive, on this server and whichever part answers it. */
  timeouts: RequestTimeouts;
  /** Times each answer it gives, as Fastify's hooks time the others (they never see these). */
  answered?: (method: string, route: string, status: number, seconds: number) => void;
}

/** The largest body the fast lane reads ahead: a search or a category asks in far fewer. */
const maxBodyBytes = 4096;

/** The headers object, the header names and values, the key; every record keeps about this much. */
const recordOverheadBytes = 1024;

/** Set on a request whose body the fast lane read, so that Fastify reads it from there. */
const bufferedBody = Symbol('fast lane: the body read ahead');

type BufferedRequest = IncomingMessage & { [bufferedBody]?: Buffer };

/** What an identical request is answered with, but for the answer itself. */
interface Recorded {
  key: string;
  /** The route's pattern, for the metrics. */
  route: string;
  /** The headers Fastify sent that do not depend on the data: security, Vary, types, CORS. */
  template: OutgoingHttpHeaders;
  /** Whether the answer carried an ETag (GETs do, POST reads do not). */
  tagged: boolean;
  /** The whole set of headers for the answer tagged `headersEtag`, built on first use. */
  headers?: OutgoingHttpHeaders;
  headersEtag?: string;
}

/**
 * The request headers a kept answer may differ by, beside its method, URL and body, each as the
 * fast lane compares it. A recorded answer's signature is made of these and nothing else, so no
 * route whose answer is kept may build it from another header: keptAnswers.test.ts sends every
 * kept route its requests and fails on a header read outside this list (and the framing ones).
 * Authorization is not here: the public reads never look at it. Host and X-Forwarded-* are not
 * here: absolute links come from configuration (web/origin.ts). The reader's language is the URL's
 * `?lang=` (in the signature with the URL) or else the `lang` cookie, compared here.
 */
export const keptAnswerVaries: Readonly<Record<string, (value: string | undefined) => string>> = {
  // By the encoding it selects: `gzip, deflate` and `gzip` get the same answer.
  'accept-encoding': (value) => acceptedEncoding(value) ?? '',
  // CORS answers name it.
  origin: (value) => value ?? '',
  // How the body is parsed.
  'content-type': (value) => value ?? '',
  // @fastify/compress leaves an answer it would compress as it is when the header is there.
  'x-no-compression': (value) => (value === undefined ? '' : 'present'),
  // By the language its `lang` cookie chooses, and nothing else of it: a session's cookie, say,
  // shapes no kept answer.
  cookie: (value) => cookieLanguage(value) ?? '',
};

const variedHeaders = Object.entries(keptAnswerVaries);

/** Everything the answer may depend on, one field per line; the body last, the one field that
 * may hold a line break. */
function signatureOf(request: IncomingMessage, body: Buffer | undefined): string {
  const { headers } = request;
  const varied = variedHeaders.map(([name, compared]) => {
    const value = headers[name];
    return compared(Array.isArray(value) ? value.join(', ') : value);
  });
  return [request.method, request.url, ...varied, body?.toString('latin1') ?? ''].join('\n');
}

const pathOf = (url = '') => url.split('?', 1)[0] ?? '';

export function createFastLane(options: FastLaneOptions): FastLane {
  const { cache, nextRequestId, requestLog, timeouts } = options;
  const records =
    options.maxBytes > 0
      ? new LRUCache<string, Recorded>({
          maxSize: options.maxBytes,
          sizeCalculation: (_record, signature) => signature.length + recordOverheadBytes,
        })
      : undefined;
  /** Paths of the POST reads, whose bodies are read ahead to find their records. */
  const bodyPaths = new Set<string>();
  let open = true;
  let answered = 0;
  let readingAhead = 0;

  function headersFor(record: Recorded, answer: CachedAnswer): OutgoingHttpHeaders {
    if (record.headers && record.headersEtag === answer.etag) return record.headers;
    const headers: OutgoingHttpHeaders = { ...record.template, ...answer.headers };
    if (record.tagged) headers.etag = answer.etag;
    if (answer.contentEncoding) headers['content-encoding'] = answer.contentEncoding;
    headers['content-length'] = answer.body.length;
    record.headers = headers;
    record.headersEtag = answer.etag;
    return headers;
  }

  /** Sends the recorded answer to `request`, when there is one; false when Fastify must answer. */
  function answer(
    request: IncomingMessage,
    response: Parameters<RequestListener>[1],
    body: Buffer | undefined,
    arrivedAt: number,
  ): boolean {
    const record = records?.get(signatureOf(request, body));
    if (!record) return false;
    // Dropped by a write (or by the cap) since it was recorded: Fastify reads it anew.
    const kept = cache.peek(record.key);
    if (!kept?.etag) return false;
    answered++;
    const status = kept.status ?? 200;
    response.writeHead(status, headersFor(record, kept));
    response.end(kept.body);
    cache.served(kept);
    const method = request.method ?? 'GET';
    options.answered?.(method, record.route, status, (performance.now() - arrivedAt) / 1000);
    if (requestLog.enabled) {
      const reqId = nextRequestId();
      response.once('finish', () => {
        requestLog.answered(reqId, request, status, performance.now() - arrivedAt);
      });
    }
    return true;
  }

  function listener(handler: RequestListener): RequestListener {
    return (request: BufferedRequest, response) => {
      // Before any reading: the read-ahead below is held to it as Fastify is.
      limitBodyIdleTime(request, response, timeouts.bodyIdleMs);
      // Conditional requests go to Fastify, which answers 304 without a query.
      if (!open || !records || request.headers['if-none-match'] !== undefined) {
        return handler(request, response);
      }
      const arrivedAt = performance.now();
      if (request.method === 'GET') {
        if (!answer(request, response, undefined, arrivedAt)) handler(request, response);
        return;
      }
      const length = Number(request.headers['content-length']);
      const readAhead =
        request.method === 'POST' &&
        bodyPaths.has(pathOf(request.url)) &&
        length > 0 &&
        length <= maxBodyBytes &&
        request.headers['transfer-encoding'] === undefined;
      if (!readAhead) return handler(request, response);
      const chunks: Buffer[] = [];
      readingAhead++;
      // Read until the body ends, or its connection closes first (then no 'end' comes). No named
      // closure here: tsx names each one as it is made, a cost on every request.
      let ended = false;
      request.once('close', () => {
        if (!ended) readingAhead--;
      });
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.once('end', () => {
        ended = true;
        readingAhead--;
        const body = Buffer.concat(chunks);
        if (answer(request, response, body, arrivedAt)) return;
        request[bufferedBody] = body;
        handler(request, response);
      });
    };
  }

  const lane: FastLane = {
    serverFactory(handler, serverOptions) {
      const server = createServer(serverTimeoutOptions(timeouts), listener(handler));
      // What Fastify sets on the server it creates itself, but for its requestTimeout (0: none),
      // which serverTimeoutOptions decides.
      server.keepAliveTimeout = serverOptions.keepAliveTimeout ?? 72_000;
      server.setTimeout(serverOptions.connectionTimeout ?? 0);
      return server;
    },
    attach(app) {
      app.decorate('fastLane', lane);
      // A body read ahead is no longer in the request stream: Fastify parses it from here.
      app.addHook('preParsing', (request, _reply, payload, done) => {
        const body = (request.raw as BufferedRequest)[bufferedBody];
        done(null, body ? Readable.from([body]) : payload);
      });
      // A closing server answers 503 to what still arrives; Fastify knows how.
      app.addHook('preClose', (done) => {
        open = false;
        done();
      });
    },
    record(request, reply, key, kept) {
      const raw = request.raw as BufferedRequest;
      if (!records || reply.statusCode !== (kept.status ?? 200) || !reply.raw.headersSent) return;
      if (raw.method !== 'GET' && raw.method !== 'POST') return;
      const {
        etag,
        'content-length': length,
        'content-encoding': encoding,
        ...template
      } = reply.getHeaders();
      // Only what the cache keeps, as it keeps it: an onSend hook that changed the body would
      // show here, and such an answer is Fastify's to give every time.
      if (Number(length) !== kept.body.length || encoding !== kept.contentEncoding) return;
      let body: Buffer | undefined;
      if (raw.method === 'POST') {
        body = raw[bufferedBody];
        if (!body) {
          // Read the next one ahead. Only a path that is the route itself: a POST read has no
          // path parameter, and junk paths must not grow this set.
          const path = pathOf(raw.url);
          if (path === request.routeOptions.url) bodyPaths.add(path);
          return;
        }
      }
      for (const name of Object.keys(kept.headers ?? {})) delete template[name];
      records.set(signatureOf(raw, body), {
        key,
        route: request.routeOptions.url ?? 'none',
        template: template as OutgoingHttpHeaders,
        tagged: etag !== undefined,
      });
    },
    get answered() {
      return answered;
    },
    get readingAhead() {
      return readingAhead;
    },
    get size() {
      return records?.calculatedSize ?? 0;
    },
  };
  return lane;
}
