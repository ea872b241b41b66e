import fp from 'fastify-plugin';
import { type BoardChanges, inProcessChanges, sharedChanges } from './boardChanges';
import type { FastLane } from './fastLane';
import type { ReadCache } from './readCache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads' kept answers (readCache.ts). */
    readCache: ReadCache;
    /** Every write visitors may read goes through it, so no kept answer outlives it. */
    boardChanges: BoardChanges;
    /** Records the public reads Fastify answers, for node:http to answer again. */
    fastLane: FastLane;
  }
}

export interface CachePluginOptions {
  /** Made with the server, whose connections the fast lane answers first (app.ts). */
  readCache: ReadCache;
  fastLane: FastLane;
  /** On PostgreSQL every instance hears the others' writes; PGlite has no others. */
  databaseUrl?: string | undefined;
}

/** The kept answers, the fast lane that replays them, and the writes that drop them. */
export const cachePlugin = fp<CachePluginOptions>(
  async (app, { readCache, fastLane, databaseUrl }) => {
    const { db } = app.database;
    const changes = databaseUrl
      ? await sharedChanges(db, readCache, databaseUrl, app.log)
      : inProcessChanges(db, readCache);
    app.addHook('onClose', () => changes.close());
    app.decorate('readCache', readCache);
    app.decorate('boardChanges', changes);
    fastLane.attach(app);
  },
  { name: 'cache', dependencies: ['database'] },
);
