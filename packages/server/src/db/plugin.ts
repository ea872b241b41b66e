import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import { privateDataDir } from '../dataDir';
import { type DatabaseHandle, openDatabase } from './connect';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** The database, open and migrated before any later plugin reads it; closed with the server. */
export const databasePlugin = fp<AppConfig>(
  async (app, config) => {
    if (config.dataDir) privateDataDir(config.dataDir, app.log);
    const database = openDatabase(config, app.log);
    app.decorate('database', database);
    app.addHook('onClose', () => database.close());
    await database.migrate();
  },
  { name: 'database' },
);
