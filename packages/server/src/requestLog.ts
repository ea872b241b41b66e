import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type FastifyBaseLogger, LogController } from 'fastify';

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
 * has it as the serializer of `url` (the request lines') and of `req`'s (logging.ts).
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
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer's end. */
  responseTime: number;
  remoteAddress: string;
}

const requestCompleted = 'request completed';

/**
 * The one line logged per request, at info, whether Fastify or the fast lane answered it: one line
 * rather than Fastify's two (incoming, completed) halves what a request costs the log. A request
 * that failed keeps Fastify's line, with its error.
 *
 * The lines go through a child of the server's logger (`attach`), with its level, stream, bindings
 * and serializers (`url`'s takes the tokens out of the address), but not its redaction: a line's
 * fields are these six, none of them a path the redaction names, and its wildcard paths cost each
 * line more than the rest of its writing (docs/benchmarks.md, Reading the other rows).
 */
export class RequestLog extends LogController {
  #lines: FastifyBaseLogger | undefined;

  constructor(private readonly clientAddress: (request: IncomingMessage) => string) {
    super();
  }

  /** Writes through `log` from now on: Fastify makes the server's logger after taking this. */
  attach(log: FastifyBaseLogger): void {
    this.#lines = log.child({}, { redact: [] });
  }

  /** Whether request lines are logged: at info and below (Fastify's logger off has no levels). */
  get enabled(): boolean {
    const levels = this.#lines as { isLevelEnabled?: (level: string) => boolean } | undefined;
    return levels?.isLevelEnabled?.('info') ?? false;
  }

  write(line: RequestLine): void {
    this.#lines?.info(line, requestCompleted);
  }

  /** The line of `request`, answered with `statusCode` in `responseTime` ms, by either answerer. */
  answered(
    reqId: string,
    request: IncomingMessage,
    statusCode: number,
    responseTime: number,
  ): void {
    this.write({
      reqId,
      method: request.method ?? 'GET',
      url: request.url ?? '',
      statusCode,
      responseTime,
      remoteAddress: this.clientAddress(request),
    });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController['requestCompleted']>
  ) {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.enabled) this.answered(request.id, request.raw, reply.statusCode, reply.elapsedTime);
  }
}
