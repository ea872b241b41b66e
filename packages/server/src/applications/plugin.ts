import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import type { PeriodicSweep } from '../db/periodicSweep';
import { storedCvFile } from '../seeker/service';
import { startApplicationRetention } from './retention';
import { applicationRoutes } from './routes';
import { createApplicationService } from './service';
import { rejectionTemplateRoutes } from './templateRoutes';
import { createRejectionTemplateService } from './templates';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests delete the applications past their retention at once through it, as its timer would. */
    applicationRetention: PeriodicSweep;
  }
}

/** Applying to a posting, and its poster's applicants and rejection templates. */
export const applicationsPlugin = fp<AppConfig>(
  async (app, config) => {
    const applications = createApplicationService({
      db: app.database.db,
      jobs: app.jobs,
      outbox: app.mailOutbox,
      origin: app.siteOrigin,
      statusMailDelayMs: config.statusMailDelayMs,
      render: app.mailRenderer.render,
    });
    const { db } = app.database;
    app.serveOperations(
      applicationRoutes(applications, app.rateLimiter, (memberId, cvId) =>
        storedCvFile(db, memberId, cvId),
      ),
    );
    app.serveOperations(rejectionTemplateRoutes(createRejectionTemplateService(db)));
  },
  { name: 'applications', dependencies: ['jobs', 'mail', 'auth'], encapsulate: true },
);

/** The deletion of applications kept long enough after their posting closed (retention.ts). */
export const applicationRetentionPlugin = fp<AppConfig>(
  async (app, config) => {
    const retention = startApplicationRetention(
      app.database.db,
      app.log,
      config.applicationRetentionDays,
    );
    app.decorate('applicationRetention', retention);
    app.addHook('preClose', () => retention.stop());
  },
  { name: 'applicationRetention', dependencies: ['database'] },
);
