import fp from 'fastify-plugin';
import { seekerRoutes } from './routes';
import { createSeekerService } from './service';

/** A member's profile as a job seeker, and the CVs they keep on it to apply with. */
export const seekerPlugin = fp(
  async (app) => {
    app.serveOperations(seekerRoutes(createSeekerService(app.database.db), app.rateLimiter));
  },
  { name: 'seeker', dependencies: ['auth'], encapsulate: true },
);
