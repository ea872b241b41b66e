import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

/** Whether this instance can serve: what a load balancer asks. */
export const healthPlugin = fp(
  async (app) => {
    app.serveOperations(healthRoutes(app.database.db));
  },
  { name: 'health', dependencies: ['database', 'operations'], encapsulate: true },
);
