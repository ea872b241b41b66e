import fp from 'fastify-plugin';
import { memberDataRoutes } from './routes';

/** A member's data, theirs to take: everything the board holds about them as one download. */
export const memberDataPlugin = fp(
  async (app) => {
    app.serveOperations(memberDataRoutes(app.database.db, app.jobs, app.rateLimiter));
  },
  { name: 'memberData', dependencies: ['jobs', 'auth'], encapsulate: true },
);
