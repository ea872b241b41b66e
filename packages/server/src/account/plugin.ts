import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import { productionScryptCost } from '../auth/password';
import { accountRoutes } from './routes';
import { type AccountService, createAccountService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests wait through it for the reset mails queued after their answer (`settle`). */
    accounts: AccountService;
  }
}

/** A member's own account: profile, password, verification, reset, deletion. */
export const accountPlugin = fp<AppConfig>(
  async (app, config) => {
    const accounts = createAccountService({
      db: app.database.db,
      jobs: app.jobs,
      outbox: app.mailOutbox,
      origin: app.siteOrigin,
      scryptCost: config.scryptCost ?? productionScryptCost,
      log: app.log,
    });
    app.decorate('accounts', accounts);
    app.serveOperations(accountRoutes(accounts, app.rateLimiter));
    // Before onClose: the mails still being queued need the database. (They are sent on the next
    // start if the sender has stopped already.)
    app.addHook('preClose', () => accounts.settle());
  },
  { name: 'account', dependencies: ['jobs', 'mail', 'auth'] },
);
