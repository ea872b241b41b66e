import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import { companyRoutes } from './routes';
import { type CompanyService, createCompanyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The companies: what the web pages and the member's data read of them. */
    companies: CompanyService;
  }
}

/** Employers with a page on the board: their calls, and their service for the other modules. */
export const companiesPlugin = fp<AppConfig>(
  async (app, config) => {
    const companies = createCompanyService(
      app.database.db,
      app.boardChanges,
      app.jobs,
      config.publicUrl,
    );
    app.decorate('companies', companies);
    app.serveOperations(companyRoutes(companies, app.readCache, app.rateLimiter));
  },
  { name: 'companies', dependencies: ['database', 'cache', 'auth', 'jobs'] },
);
