import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { urlWithoutTokens } from './requestLog';

/**
 * What keeps secrets out of the server's log lines, through pino's own options: whatever a line
 * holds under these paths is replaced, and an address (a request line's `url`, the `req` of
 * Fastify's error lines) loses its tokens.
 */
export const logSecrecy = {
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      // The bytes of a request node:http could not parse, logged by Fastify at trace.
      'err.rawPacket',
      '*.password',
      '*.password_confirmation',
      '*.token',
    ],
    censor: '[redacted]',
  },
  serializers: {
    url: urlWithoutTokens,
    // Fastify's own `req` serializer, but for the address.
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: urlWithoutTokens(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
} satisfies pino.LoggerOptions;

/** The logger's options with `logSecrecy`, whoever builds the server; no logger stays none. */
export function withSecrecy(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), ...logSecrecy };
}

/** An asynchronous destination or a synchronous one: both buffer nothing past `end()`. */
export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Where the server's JSON log lines go: standard output, written asynchronously by default, so a
 * request's log line costs a copy into a buffer rather than a write on the answer's path. `sync`
 * writes each line before going on, at a cost docs/benchmarks.md measures. Exit through
 * `exitWhenLogged`.
 */
export function logDestination(sync: boolean): LogDestination {
  return pino.destination({ dest: 1, sync });
}

/**
 * Exits once every line logged so far is written. pino does write out what is still buffered when
 * `process.exit` runs, synchronously, but if an asynchronous write is in flight then, the two can
 * land out of order (CI saw a request's line after the server's last words); ending the stream
 * waits for the write in flight before writing the rest.
 */
export function exitWhenLogged(destination: LogDestination, code: number): void {
  // A standard output that no longer drains must not keep the process alive.
  setTimeout(() => process.exit(code), 5000);
  destination.once('close', () => process.exit(code));
  destination.end();
}

/** An error nothing caught is logged as fatal, and the process exits once the log is written. */
export function exitOnCrash(log: FastifyBaseLogger, destination: LogDestination): void {
  process.once('uncaughtException', (error) => {
    log.fatal({ err: error }, 'crashed');
    exitWhenLogged(destination, 1);
  });
}
