import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import { listenForAdmin } from './adminSocket';
import { moderationRoutes } from './routes';
import { createModerationService } from './service';

/** Reports, the moderators' queue and their decisions, and the command line's way in. */
export const moderationPlugin = fp<AppConfig>(
  async (app, config) => {
    const { db } = app.database;
    const moderation = createModerationService({
      db,
      changes: app.boardChanges,
      outbox: app.mailOutbox,
      origin: app.siteOrigin,
      publicUrl: config.publicUrl,
      alerts: app.jobAlerts,
      supportEmail: config.supportEmail,
    });
    app.serveOperations(moderationRoutes(moderation, app.rateLimiter));
    // The command line's way in while this process holds PGlite's data directory (admin/socket.ts).
    if (!config.databaseUrl && config.dataDir) {
      const adminSocket = await listenForAdmin(config.dataDir, db, moderation, app.log);
      app.addHook('onClose', () => adminSocket.close());
    }
  },
  {
    name: 'moderation',
    dependencies: ['cache', 'mail', 'auth', 'alert mailer'],
    encapsulate: true,
  },
);
