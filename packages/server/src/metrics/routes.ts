import proxyAddr from '@fastify/proxy-addr';
import type { OperationRoutes } from '../openapi/routes';
import type { ServerMetrics } from './metrics';

/** Who may scrape unless METRICS_ALLOW says otherwise: 127.0.0.0/8 and ::1 (proxy-addr's names). */
export const defaultMetricsAllow = ['loopback'];

/**
 * `GET /metrics` for the addresses of `allow` (addresses, subnets, or proxy-addr's `loopback`,
 * `linklocal`, `uniquelocal`), judged by the client's address as the rate limits judge it
 * (TRUST_PROXY's X-Forwarded-For included); anyone else gets the 404 of an address with nothing.
 */
export function metricsRoutes(metrics: ServerMetrics, allow: readonly string[]): OperationRoutes {
  const allowed = proxyAddr.compile([...allow]);
  return {
    metrics: {
      async handler(request, reply) {
        if (!allowed(request.ip, 0)) return reply.callNotFound();
        const { contentType, text } = await metrics.scrape();
        return reply.type(contentType).send(text);
      },
    },
  };
}
