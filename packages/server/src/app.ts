import Fastify, { type FastifyInstance } from 'fastify';
import { accountPlugin } from './account/plugin';
import { alertMailerPlugin, alertRoutesPlugin } from './alerts/plugin';
import { type AppConfig, defaultReadCacheBytes } from './appConfig';
import { applicationRetentionPlugin, applicationsPlugin } from './applications/plugin';
import { authPlugin } from './auth/plugin';
import { createFastLane } from './cache/fastLane';
import { isMembershipTag, isSitemapKey, listStalenessBoundMs } from './cache/keys';
import { cachePlugin } from './cache/plugin';
import { createReadCache } from './cache/readCache';
import { answerClientError } from './clientErrors';
import { companiesPlugin } from './companies/plugin';
import { databasePlugin } from './db/plugin';
import { healthPlugin } from './health/plugin';
import { httpPlugin } from './http';
import { imagesPlugin } from './images/plugin';
import { jobsPlugin } from './jobs/plugin';
import { withSecrecy } from './logging';
import { mailPlugin } from './mail/plugin';
import { memberDataPlugin } from './memberData/plugin';
import { createMetrics } from './metrics/metrics';
import { metricsPlugin } from './metrics/plugin';
import { moderationPlugin } from './moderation/plugin';
import { handleRouterError } from './openapi/errors';
import { operationsPlugin } from './openapi/plugin';
import { requestAjv } from './openapi/validation';
import { clientAddressOf, proxyTrust, RequestLog, requestIdSequence } from './requestLog';
import { defaultRequestTimeouts } from './requestTimeouts';
import { seekerPlugin } from './seeker/plugin';
import { webPlugin } from './web/plugin';
import { createYieldToRequests } from './yieldToRequests';

/** The server, its database open and migrated; listening is the caller's move. */
export async function buildApp(config: AppConfig = {}): Promise<FastifyInstance> {
  const trustProxy = proxyTrust(config.trustProxy ?? false);
  const clientAddress = clientAddressOf(trustProxy);
  const nextRequestId = requestIdSequence();
  // One line per request, whether Fastify or the fast lane answers it.
  const requestLog = new RequestLog(clientAddress);
  const readCacheBytes = config.readCacheBytes ?? defaultReadCacheBytes;
  const metrics = createMetrics();
  // On PostgreSQL nothing is trusted until this instance hears the other instances' writes.
  const readCache = createReadCache({
    maxBytes: readCacheBytes,
    trusted: !config.databaseUrl,
    events: metrics.cacheEvents,
    servedStale: { maxMs: listStalenessBoundMs, tag: isMembershipTag },
    // A crawler walking a million jobs' sitemap (500 parts of about a megabyte) evicts only parts.
    apart: { holds: isSitemapKey, maxBytes: Math.floor(readCacheBytes / 4) },
  });
  const fastLane = createFastLane({
    cache: readCache,
    // Its records hold request signatures and header sets; the bodies stay the cache's.
    maxBytes: Math.floor(readCacheBytes / 8),
    nextRequestId,
    requestLog,
    timeouts: config.requestTimeouts ?? defaultRequestTimeouts,
    answered: metrics.answered,
  });
  // The background's work (alert mail, the sender) waits for a quiet moment among the requests.
  const requests = createYieldToRequests(config.backgroundYield);
  const app = Fastify({
    logger: withSecrecy(config.logger),
    logController: requestLog,
    genReqId: nextRequestId,
    serverFactory(handler, options) {
      const server = fastLane.serverFactory(handler, options);
      requests.watch(server);
      return server;
    },
    trustProxy,
    // The JSON bodies are small; the create call raises its own limit for the image.
    bodyLimit: 1024 * 1024,
    ajv: requestAjv,
    frameworkErrors: handleRouterError,
    clientErrorHandler: answerClientError,
    // A slug may have 200 characters (openapi.yaml), each up to 12 once percent-encoded: the schema
    // names a parameter that is too long; past this the router answers 414 (handleRouterError).
    routerOptions: { maxParamLength: 200 * 12 },
    // Fastify gives up on a plugin still loading after 10 s: a busy two-core machine starting two
    // instances at once has passed that. A plugin that truly hangs still fails the start.
    pluginTimeout: 60_000,
  });
  requestLog.attach(app.log);
  // Each module is a plugin. Its hooks run after those of the plugins above it, and it reads what
  // they decorate (its `dependencies` say which).
  const background = { ...config, inTurn: requests.run };
  app.register(databasePlugin, config);
  app.register(cachePlugin, { readCache, fastLane, databaseUrl: config.databaseUrl });
  app.register(httpPlugin, config);
  app.register(operationsPlugin);
  app.register(authPlugin, config);
  app.register(metricsPlugin, { ...config, metrics });
  app.register(mailPlugin, background);
  app.register(alertMailerPlugin, background);
  app.register(jobsPlugin, config);
  app.register(companiesPlugin, config);
  app.register(accountPlugin, config);
  app.register(applicationsPlugin, config);
  app.register(applicationRetentionPlugin, config);
  app.register(seekerPlugin);
  app.register(memberDataPlugin);
  app.register(moderationPlugin, config);
  app.register(imagesPlugin);
  app.register(healthPlugin);
  app.register(webPlugin, config);
  app.register(alertRoutesPlugin);
  await app.after();
  return app;
}
