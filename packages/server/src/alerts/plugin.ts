import fp from 'fastify-plugin';
import type { JobAlerts } from '../jobs/service';
import type { BackgroundOptions } from '../mail/plugin';
import { type AlertMailer, createAlertMailer } from './mailer';
import { alertRoutes } from './routes';
import { createAlertService, queueForMatching } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails the alerts their matches (alerts/mailer.ts); tests dispatch it at a chosen moment. */
    alertMailer: AlertMailer;
    /** How a write that publishes a posting queues it for the alerts' matching. */
    jobAlerts: JobAlerts;
  }
}

/**
 * The alerts' background work: matching new postings and mailing them. Before the modules that
 * publish postings (jobs, moderation), which queue them through `jobAlerts`.
 */
export const alertMailerPlugin = fp<BackgroundOptions>(
  async (app, config) => {
    const { database } = app;
    const alertMailer = createAlertMailer({
      db: database.db,
      outbox: app.mailOutbox,
      digestHour: config.alertDigestHour ?? 8,
      ...(config.alertSpacingMs !== undefined && { spacingMs: config.alertSpacingMs }),
      // PGlite answers one transaction at a time, on the thread that serves the requests.
      ...(database.kind === 'pglite' && { claimSize: 50 }),
      inTurn: config.inTurn,
      log: app.log,
    });
    app.decorate('alertMailer', alertMailer);
    app.decorate('jobAlerts', { queue: queueForMatching, nudge: alertMailer.nudge });
    app.addHook('onReady', async () => alertMailer.start());
    // Before onClose: a dispatch under way needs the database.
    app.addHook('preClose', () => alertMailer.stop());
  },
  { name: 'alert mailer', dependencies: ['database', 'mail'] },
);

/**
 * A member's alerts, and the unsubscribe link of their mails. After the web pages, in which that
 * link's page renders (web/plugin.ts).
 */
export const alertRoutesPlugin = fp(
  async (app) => {
    app.serveOperations(alertRoutes(createAlertService(app.database.db), app.appPages));
  },
  { name: 'alerts', dependencies: ['auth', 'web'], encapsulate: true },
);
