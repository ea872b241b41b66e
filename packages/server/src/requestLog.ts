import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';

/**
 * Whom to believe about a client's address: no proxy, the proxies listed (addresses, subnets), or
 * a number of hops of proxies in front of the server. Never every proxy: anyone could then name
 * the address the rate limits count and METRICS_ALLOW judges.
 */
export type TrustProxy = false | string[] | number;

/**
 * Request ids as Fastify numbers them (`req-1`, `req-2`, … in base 36), from one sequence shared by
 * Fastify and the fast lane, so the ids in the log only ever grow.
 */
export function requestIdSequence(): () => string {
  let last = 0;
  return () => {
    // Past 2^31 − 1 the sequence starts again, as Fastify's does, rather than growing a float.
    last = (last + 1) & 0x7fffffff;
    return `req-${last.toString(36)}`;
  };
}

/** Which hop of X-Forwarded-For is a trusted proxy, as proxy-addr asks; false for no proxy. */
export type ProxyTrust = false | ((address: string, hop: number) => boolean);

/** `trustProxy` as one rule, for Fastify's `request.ip` and for `clientAddressOf`. */
export function proxyTrust(trustProxy: TrustProxy): ProxyTrust {
  if (trustProxy === false) return false;
  // A number: that many hops from the server are proxies, whatever their addresses.
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/**
 * A request's client address: the socket's peer, or behind trusted proxies the client they name
 * in X-Forwarded-For, as Fastify's `request.ip` reads it (the same library, the same rule).
 */
export function clientAddressOf(trust: ProxyTrust): (request: IncomingMessage) => string {
  if (!trust) return (request) => request.socket.remoteAddress ?? '';
  return (request) => proxyAddr(request, trust);
}

const unsubscribePath = '/api/alerts/unsubscribe/';
/** A `token` parameter of the query, whatever its case, up to the next parameter. */
const tokenParameter = /([?&]token=)[^&#]*/gi;
const redacted = '[redacted]';

/**
 * A request's address as the log keeps it: the token of an alert mail's unsubscribe link, and the
 * value of any `token` parameter (a page opened with `?token=`), replaced. (The links mailed for a
 * reset or a verification carry theirs after `#`, which no request sends.) The server's logger
 * has it as the serializer of `url` and of `req`'s (logging.ts); the request line, built by hand,
 * applies it as pino would.
 */
export function urlWithoutTokens(url: string): string {
  let kept = url;
  if (kept.startsWith(unsubscribePath)) {
    const rest = kept.slice(unsubscribePath.length).search(/[?#]/);
    kept = `${unsubscribePath}${redacted}${rest === -1 ? '' : kept.slice(unsubscribePath.length + rest)}`;
  }
  return kept.includes('?') ? kept.replace(tokenParameter, `$1${redacted}`) : kept;
}

/** What the log says of each answered request. */
export interface RequestLine {
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer's end. */
  responseTime: number;
  remoteAddress: string;
}

/** Whether request lines are logged: at info and below (Fastify's logger off has no levels). */
export function logsRequests(log: FastifyBaseLogger): boolean {
  const levels = log as { isLevelEnabled?: (level: string) => boolean };
  return levels.isLevelEnabled?.('info') ?? false;
}

const requestCompleted = 'request completed';

const {
  chindingsSym,
  formattersSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  nestedKeySym,
  streamSym,
  timeSym,
} = pino.symbols;
// A child's message prefix: pino keeps it under a symbol its types do not list.
const { msgPrefixSym } = pino.symbols as unknown as { msgPrefixSym: symbol };

/** A stream that must hear each line's level and object besides its text (pino.multistream). */
const needsMetadata = Symbol.for('pino.metadata');

const infoLevel = 30;

interface LineStream {
  write(line: string): unknown;
  [needsMetadata]?: boolean;
}

/** What a pino logger keeps under pino.symbols. */
type PinoInternals = Record<symbol, unknown>;

/**
 * The logger's stream when its lines are pino's plain ones: nothing reshapes a line's object or
 * its text, and the stream takes the text alone. Otherwise (another pino, a multistream, a mixin,
 * formatters…) undefined, and the line goes through pino's own `info`.
 */
function plainLineStream(internals: PinoInternals): LineStream | undefined {
  const stream = internals[streamSym] as LineStream | undefined;
  const plain =
    stream !== undefined &&
    !stream[needsMetadata] &&
    internals[messageKeySym] === 'msg' &&
    !internals[mixinSym] &&
    !internals[msgPrefixSym] &&
    !internals[nestedKeySym] &&
    !(internals[formattersSym] as { log?: unknown } | undefined)?.log &&
    !(internals[hooksSym] as { streamWrite?: unknown } | undefined)?.streamWrite;
  return plain ? stream : undefined;
}

/**
 * The one line logged per request, at info, whether Fastify or the fast lane answered it: one line
 * rather than Fastify's two (incoming, completed) halves what a request costs the log.
 *
 * The line is pino's, written as pino would write `log.info(line, 'request completed')` with the
 * server's options (logging.ts), but built here: pino's generic path (each field through the
 * redaction's wildcard paths, then stringified) cost most of what logging at info takes from a
 * cached read (docs/benchmarks.md, Reading the other rows). The redaction's paths name none of its
 * fields, and of the serializers only `url`'s applies: the address may hold a token.
 */
export function logRequest(log: FastifyBaseLogger, line: RequestLine & { reqId?: string }): void {
  const internals = log as unknown as PinoInternals;
  const stream = plainLineStream(internals);
  if (!stream) {
    log.info(line, requestCompleted);
    return;
  }
  // As pino writes it: the level's opening (`{"level":30`), the time as the logger's timestamp
  // option writes it, the logger's bindings (pid, hostname, a request's reqId), then the object's
  // fields as given, then the message.
  const opening = (internals[lsCacheSym] as Record<number, string>)[infoLevel];
  const time = (internals[timeSym] as () => string)();
  const bindings = internals[chindingsSym] as string;
  const reqId = line.reqId === undefined ? '' : `,"reqId":${JSON.stringify(line.reqId)}`;
  stream.write(
    `${opening}${time}${bindings}${reqId}` +
      `,"method":${JSON.stringify(line.method)},"url":${JSON.stringify(urlWithoutTokens(line.url))}` +
      `,"statusCode":${line.statusCode},"responseTime":${line.responseTime}` +
      `,"remoteAddress":${JSON.stringify(line.remoteAddress)},"msg":"${requestCompleted}"}\n`,
  );
}

/**
 * Fastify's request lines, as the fast lane writes its own: one at the end of each request, none
 * at its start. A request that failed keeps Fastify's line, with its error.
 */
export class RequestLogController extends LogController {
  constructor(private readonly clientAddress: (request: IncomingMessage) => string) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController['requestCompleted']>
  ) {
    if (error) return super.requestCompleted(error, request, reply);
    if (!logsRequests(reply.log)) return;
    logRequest(reply.log, {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: this.clientAddress(request.raw),
    });
  }
}
