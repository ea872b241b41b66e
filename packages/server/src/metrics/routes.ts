import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { OperationRoutes } from '../openapi/routes';
import type { ServerMetrics } from './metrics';

/** Who may scrape unless METRICS_ALLOW says otherwise: 127.0.0.0/8 and ::1 (proxy-addr's names). */
export const defaultMetricsAllow = ['loopback'];

/**
 * Whether an Authorization header is `Bearer <token>`, in a time that says nothing of how much of
 * it matched: both sides are hashed to one length first, then compared in constant time.
 */
function bearerOf(token: string): (header: string | undefined) => boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = digest(`Bearer ${token}`);
  return (header) => timingSafeEqual(digest(header ?? ''), expected);
}

/**
 * `GET /metrics` for the addresses of `allow` (addresses, subnets, or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`), judged by the client's address as the rate limits judge it
 * (TRUST_PROXY's X-Forwarded-For included), and, when `token` is set, for the requests that carry
 * it as a bearer token besides; anyone else gets the 404 of an address with nothing.
 */
export function metricsRoutes(
  metrics: ServerMetrics,
  allow: readonly string[],
  token?: string,
): OperationRoutes {
  const allowed = proxyAddr.compile([...allow]);
  const carriesToken = token === undefined ? () => true : bearerOf(token);
  return {
    metrics: {
      async handler(request, reply) {
        if (!allowed(request.ip, 0) || !carriesToken(request.headers.authorization)) {
          return reply.callNotFound();
        }
        const { contentType, text } = await metrics.scrape();
        return reply.type(contentType).send(text);
      },
    },
  };
}
