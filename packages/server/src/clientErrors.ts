import { type OutgoingHttpHeaders, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { MessageId } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import type { FastifyInstance } from 'fastify';
import { unhookedErrorHeaders } from './securityHeaders';

/** What node:http could not read, by its error's code; anything else is a 400. */
const refusals: Record<string, [status: number, message: MessageId]> = {
  // Headers not whole within their time (requestTimeouts.ts).
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'api.requestTimedOut'],
  // Past node:http's 16 KB of headers, the request line included.
  HPE_HEADER_OVERFLOW: [431, 'api.headersTooLarge'],
};

const head = (status: number, headers: OutgoingHttpHeaders) =>
  [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');

/**
 * Fastify's `clientErrorHandler`: a request node:http could not read up to the end of its headers
 * (they stalled, overflowed, or were no HTTP) is answered on the socket itself, no request object
 * ever made, with the headers of every error answer written outside Fastify's hooks, then the
 * connection closed, as Fastify's own handler does. Nothing of the request is known, its language
 * neither: the words are the default's.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // Reset by the client: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err: error }, 'client error');
  const [status, message] = refusals[error.code ?? ''] ?? [400, 'api.requestNotRead'];
  const body = JSON.stringify({ message: apiTextsOf('default').t(message) });
  if (socket.writable) {
    socket.write(
      head(status, {
        ...unhookedErrorHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      }) + body,
    );
  }
  socket.destroy(error);
}
