import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import { applicationRoutes } from './routes';
import { createApplicationService } from './service';

/** Applying to a posting, and its poster's applicants. */
export const applicationsPlugin = fp<AppConfig>(
  async (app, config) => {
    const applications = createApplicationService({
      db: app.database.db,
      jobs: app.jobs,
      outbox: app.mailOutbox,
      origin: app.siteOrigin,
      statusMailDelayMs: config.statusMailDelayMs,
    });
    app.serveOperations(applicationRoutes(applications, app.rateLimiter));
  },
  { name: 'applications', dependencies: ['jobs', 'mail', 'auth'], encapsulate: true },
);
