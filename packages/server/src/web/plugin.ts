import fp from 'fastify-plugin';
import type { AppConfig } from '../appConfig';
import { loadAppDist, serveAppDist } from './appDist';
import { crawlerRoutes } from './crawlers';
import { publicReads } from './publicReads';
import type { AppPages } from './serverRender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the app's pages on the server; undefined when the app is not built with them. */
    appPages: AppPages | undefined;
  }
}

/**
 * What a browser or a crawler opens: the built app (its files, and its pages rendered here), the
 * report page's form, robots.txt, the sitemap and the feeds.
 */
export const webPlugin = fp<AppConfig>(
  async (app, config) => {
    const { jobs, companies, readCache: cache, siteOrigin: origin } = app;
    const appDist = config.appDistDir
      ? await loadAppDist(config.appDistDir, {
          readsForRender: publicReads(jobs, companies),
          cache,
          origin,
        })
      : undefined;
    app.decorate('appPages', appDist?.pages);
    crawlerRoutes(app, { jobs, cache, origin, sitemapMaxUrls: config.sitemapMaxUrls });
    if (appDist) await serveAppDist(app, appDist);
  },
  { name: 'web', dependencies: ['jobs', 'companies', 'cache', 'http'] },
);
