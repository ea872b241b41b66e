import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type FastifyBaseLogger, LogController } from 'fastify';

/** Whom to believe about a client's address: no proxy, every proxy, or the proxies listed. */
export type TrustProxy = boolean | string[];

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

/**
 * A request's client address: the socket's peer, or behind trusted proxies the client they name
 * in X-Forwarded-For, as Fastify's `request.ip` reads it (the same library, the same rules).
 */
export function clientAddressOf(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}

/** What the log says of each answered request. */
export interface RequestLine {
  method: string | undefined;
  url: string | undefined;
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

/**
 * The one line logged per request, at info, whether Fastify or the fast lane answered it: one line
 * rather than Fastify's two (incoming, completed) halves what a request costs the log.
 */
export function logRequest(log: FastifyBaseLogger, line: RequestLine & { reqId?: string }): void {
  log.info(line, 'request completed');
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
