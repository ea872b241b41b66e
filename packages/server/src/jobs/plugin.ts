import fp from 'fastify-plugin';
import { type AppConfig, defaultPostingsPerDay } from '../appConfig';
import { type ExpirySweeps, startExpirySweeps } from './expiry';
import { jobRoutes } from './routes';
import { createJobService, type JobService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The postings: what the account, applications and web pages read and write of them. */
    jobs: JobService;
    /** Tests run a sweep at once through it, as its timer would. */
    expirySweeps: ExpirySweeps;
  }
}

/** The postings: their calls, their service for the other modules, and their expiry. */
export const jobsPlugin = fp<AppConfig>(
  async (app, config) => {
    const { database, boardChanges } = app;
    const jobs = createJobService(database.db, boardChanges, config.publicUrl, {
      preModeration: config.preModeration,
      alerts: app.jobAlerts,
      postingsPerDay: config.postingsPerDay ?? defaultPostingsPerDay,
      oneTransactionAtATime: database.kind === 'pglite',
    });
    app.decorate('jobs', jobs);
    const { requireVerifiedEmail } = config;
    app.serveOperations(jobRoutes(jobs, app.readCache, { requireVerifiedEmail }));

    const expirySweeps = startExpirySweeps(jobs, app.log);
    // A change elsewhere may move the next expiry closer: an expiry set by hand, say.
    boardChanges.onChangeElsewhere(() => void expirySweeps.check());
    app.decorate('expirySweeps', expirySweeps);
    // Before onClose, which closes the database a sweep may be using.
    app.addHook('preClose', () => expirySweeps.stop());
  },
  { name: 'jobs', dependencies: ['database', 'cache', 'auth', 'alert mailer'] },
);
