import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import type { ServerMetrics } from './metrics';
import { defaultMetricsAllow, metricsRoutes } from './routes';

export interface MetricsPluginOptions extends AppConfig {
  /** Made with the server, since the fast lane counts the answers it gives too (app.ts). */
  metrics: ServerMetrics;
}

/** The figures an operator watches: every answer timed, and `GET /metrics` to read them. */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { metrics, metricsAllow = defaultMetricsAllow, metricsToken }) => {
    metrics.watch({ database: app.database, cacheBytes: () => app.readCache.size, log: app.log });
    // The route's pattern, never the URL: one series per route, whatever the addresses asked.
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'none';
      metrics.answered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.serveOperations(metricsRoutes(metrics, metricsAllow, metricsToken));
  },
  { name: 'metrics', dependencies: ['database', 'cache', 'operations'] },
);
