import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import { apiTextsOf } from '@job/texts/catalogues';
import { localeOf } from './language/requestLanguage';
import { unhookedErrorHeaders } from './securityHeaders';

/**
 * How long a request may take to arrive.
 *
 * - Its headers are whole within `headersMs` of its first byte (a new connection's counts from its
 *   opening): node:http's `headersTimeout`, whose 408 `answerClientError` writes (clientErrors.ts)
 *   before the connection closes.
 * - Its body may take as long as it needs, but may not fall silent for `bodyIdleMs`: the socket's
 *   idle timer runs while a body arrives, and each byte sets it back (`limitBodyIdleTime`).
 *
 * No limit on the whole of a request (node:http's `requestTimeout` stays 0): it would cut a large
 * upload on a slow link as surely as one that stopped. Nor an idle limit on the socket at large
 * (Fastify's `connectionTimeout`): it would also cut a slow answer, and keep-alive connections
 * have their own (`keepAliveTimeout`).
 */
export interface RequestTimeouts {
  headersMs: number;
  bodyIdleMs: number;
}

export const defaultRequestTimeouts: RequestTimeouts = { headersMs: 60_000, bodyIdleMs: 30_000 };

/** node:http's part of `timeouts`, for `createServer`. */
export function serverTimeoutOptions({ headersMs }: RequestTimeouts): ServerOptions {
  return {
    headersTimeout: headersMs,
    requestTimeout: 0,
    // How often node:http looks for headers past their time: by default every 30 s, so a stall
    // could last half as long again.
    connectionsCheckingInterval: Math.min(1000, headersMs),
  };
}

/**
 * Cuts `request` if its body (when it has one) falls silent for `idleMs`: 408 while no answer
 * has started, and the connection closed either way. Called for every request as it arrives,
 * before anything reads its body, so that whoever reads it (Fastify, the fast lane reading
 * ahead, or node:http dumping what nobody read) is held to the same rule.
 */
export function limitBodyIdleTime(
  request: IncomingMessage,
  response: ServerResponse,
  idleMs: number,
): void {
  const { headers } = request;
  const length = headers['content-length'];
  if (headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) {
    return;
  }
  const { socket } = request;
  const before = socket.timeout ?? 0;
  // Emitted only while the body is incomplete (node:http's socketOnTimeout).
  request.setTimeout(idleMs, () => cut(request, response));
  request.once('end', () => {
    // Once the answer is sent, node:http has set the keep-alive timer in its place.
    if (!response.writableFinished) socket.setTimeout(before);
  });
  // An answer sent before the body was read (a 401 before an upload): node:http reads the rest
  // to throw it away, under its keep-alive timer (72 s); the rest is held to the same rule.
  response.once('finish', () => {
    if (!request.complete) socket.setTimeout(idleMs);
  });
}

function cut(request: IncomingMessage, response: ServerResponse): void {
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  const { t } = apiTextsOf(localeOf(request));
  const body = JSON.stringify({ message: t('api.requestTimedOut') });
  // Whoever had the request, Fastify or the fast lane reading ahead, had not answered it.
  response.writeHead(408, {
    ...unhookedErrorHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
  // node:http forgets a request once its answer is out, and does not end it when the connection
  // closes: ended here, as one whose client went away, whoever waits for its body stops.
  request.socket.once('close', () => request.destroy());
}
