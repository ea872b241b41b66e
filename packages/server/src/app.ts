import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { limits } from '@job/contract';
import scalarApiReference from '@scalar/fastify-api-reference';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { accountRoutes } from './account/routes';
import { type AccountService, createAccountService } from './account/service';
import { alertLetterWriter } from './alerts/letters';
import { type AlertMailer, createAlertMailer } from './alerts/mailer';
import { alertRoutes } from './alerts/routes';
import { createAlertService, queueForMatching } from './alerts/service';
import { type AppConfig, defaultPostingsPerDay, defaultReadCacheBytes } from './appConfig';
import { applicationRoutes } from './applications/routes';
import { createApplicationService } from './applications/service';
import { loadCommonPasswords } from './auth/commonPasswords';
import {
  defaultTokenCleanupMs,
  type ExpiredTokens,
  startExpiredTokenCleanup,
} from './auth/expiredTokens';
import { productionScryptCost } from './auth/password';
import { createRateLimiter } from './auth/rateLimit';
import { authRoutes, bearerAuth } from './auth/routes';
import { createAuthService } from './auth/service';
import { inProcessChanges, sharedChanges } from './cache/boardChanges';
import { createFastLane, type FastLane } from './cache/fastLane';
import { isMembershipTag, isSitemapKey, listStalenessBoundMs } from './cache/keys';
import { createReadCache } from './cache/readCache';
import { answerClientError } from './clientErrors';
import { privateDataDir } from './dataDir';
import { type DatabaseHandle, openDatabase } from './db/connect';
import { healthRoutes } from './health/routes';
import { imageRoutes } from './images/routes';
import { type ExpirySweeps, startExpirySweeps } from './jobs/expiry';
import { jobRoutes } from './jobs/routes';
import { createJobService } from './jobs/service';
import { speakTheRequestedLanguage, varyByLanguage } from './language/requestLanguage';
import { withSecrecy } from './logging';
import { createMail, defaultMailFrom, mailAddress } from './mail/mail';
import type { MailOutbox } from './mail/outbox';
import { createRenderThread, type RenderThread } from './mail/renderThread';
import { createMetrics } from './metrics/metrics';
import { defaultMetricsAllow, metricsRoutes } from './metrics/routes';
import { listenForAdmin } from './moderation/adminSocket';
import { moderationRoutes } from './moderation/routes';
import { createModerationService } from './moderation/service';
import { readOpenApi } from './openapi/document';
import { handleError, handleRouterError } from './openapi/errors';
import { ignoreContentTypeWithoutBody } from './openapi/jsonBody';
import { registerOperations } from './openapi/routes';
import { requestAjv } from './openapi/validation';
import { clientAddressOf, proxyTrust, RequestLog, requestIdSequence } from './requestLog';
import { defaultRequestTimeouts } from './requestTimeouts';
import { appSecurity, docsSecurity } from './securityHeaders';
import { loadAppDist, serveAppDist } from './web/appDist';
import { crawlerRoutes } from './web/crawlers';
import { siteOrigin } from './web/origin';
import { publicReads } from './web/publicReads';
import { createYieldToRequests } from './yieldToRequests';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Records the public reads Fastify answers, for node:http to answer again. */
    fastLane: FastLane;
    /** Tests run a sweep at once through it, as its timer would. */
    expirySweeps: ExpirySweeps;
    /** Tests delete the expired tokens at once through it, as its timer would. */
    expiredTokens: ExpiredTokens;
    /** Tests wait through it for the reset mails queued after their answer (`settle`). */
    accounts: AccountService;
    /** Mails the alerts their matches (alerts/mailer.ts); tests dispatch it at a chosen moment. */
    alertMailer: AlertMailer;
    /** Queues mail in the transaction of the change that causes it (mail/outbox.ts). */
    mailOutbox: MailOutbox;
    /** Renders alert mail off the request thread (mail/renderThread.ts); main.ts warms it. */
    mailRenderer: RenderThread;
  }
  interface FastifyRequest {
    /** Set once the body is parsed and validated, before the handler runs. */
    bodyAccepted: boolean;
    /** The names the client gave the files of a multipart body, by field; null without files. */
    fileNames: Record<string, string> | null;
  }
}

/** The routes that serve the contract itself rather than an operation of it. */
const docsPrefixes = ['/api/openapi.json', '/api/docs'];

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
  if (config.dataDir) privateDataDir(config.dataDir, app.log);
  const database = openDatabase(config, app.log);
  app.decorate('database', database);
  metrics.watch({ database, cacheBytes: () => readCache.size, log: app.log });
  // The route's pattern, never the URL: one series per route, whatever the addresses asked.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'none';
    metrics.answered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  const limiter = await createRateLimiter(config.rateLimit ?? {}, config.redisUrl, app.log);
  app.addHook('onClose', async () => {
    await limiter.close();
    await database.close();
  });
  await database.migrate();
  const changes = config.databaseUrl
    ? await sharedChanges(database.db, readCache, config.databaseUrl, app.log)
    : inProcessChanges(database.db, readCache);
  app.addHook('onClose', () => changes.close());
  const origin = siteOrigin(app, config.publicUrl);
  const mailbox = mailAddress(config.mailFrom ?? defaultMailFrom(config.publicUrl));
  const renderer = createRenderThread();
  app.decorate('mailRenderer', renderer);
  app.addHook('onClose', () => renderer.close());
  const mail = createMail(
    database.db,
    config,
    app.log,
    alertLetterWriter({ db: database.db, origin, renderer, mailbox }),
    requests.run,
  );
  app.decorate('mailOutbox', mail.outbox);
  // Not before: a claim's lease runs while the rest of buildApp holds the event loop.
  app.addHook('onReady', async () => mail.start());
  // Before onClose, which closes the database the sends in flight are recorded in.
  app.addHook('preClose', () => mail.stop());

  fastLane.attach(app);
  speakTheRequestedLanguage(app);

  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('bodyAccepted', false);
  app.decorateRequest('fileNames', null);
  // Past this point a failure is the server's, not a malformed body's (see handleError).
  app.addHook('preHandler', async (request) => {
    request.bodyAccepted = true;
  });
  app.setErrorHandler(handleError);
  ignoreContentTypeWithoutBody(app);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const isDocs = docsPrefixes.some((prefix) => url.startsWith(prefix));
    // Read by @fastify/helmet's own onRoute hook, registered below.
    if (isDocs) route.helmet = docsSecurity;
    else if ((url === '/api' || url.startsWith('/api/')) && !route.config?.operationId) {
      throw new Error(`${route.method} ${url} is not an operation of openapi.yaml`);
    }
  });

  // Every answer, the router's 404s included, carries the security headers (securityHeaders.ts),
  // and a private one its no-store, set before any check that may refuse it.
  await app.register(fastifyHelmet, appSecurity);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.privateAnswers) {
      reply.header('cache-control', 'private, no-store');
    }
    done();
  });
  // A refusal's message is in the reader's language: no cache may hand it to another reader.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) varyByLanguage(reply);
    done(null, payload);
  });
  // Before every route, so API answers of 1 KB and more (JSON, including bodies sent as strings)
  // travel compressed. The built app's files come precompressed from its build (serveAppDist);
  // images are WebP and fonts WOFF2, which mime-db marks incompressible, so they pass as they are.
  // Request bodies are never inflated: no client of the API sends them compressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  if (config.corsOrigin) {
    await app.register(fastifyCors, {
      origin: config.corsOrigin.split(',').map((origin) => origin.trim()),
      // A script on another origin reads only the headers listed here: a search's total is one.
      exposedHeaders: ['X-Total-Count'],
    });
  }
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      // An image and a CV have the same limit.
      fileSize: Math.max(limits.imageMaxBytes, limits.cvMaxBytes),
      files: 1,
      // The create form's seventeen text fields (the period, the apply method and its address, the
      // salary's text and its four figures, the country and the applicants' countries among them),
      // and an `image` that is text, as an edit that keeps its picture may send.
      fields: 18,
      fieldSize: limits.detailMaxLength * 4,
    },
    // Every file becomes a Buffer, whatever type it claims (text/plain would become a string);
    // its name as sent is kept beside the body.
    async onFile(this: FastifyRequest, part) {
      (part as { value?: unknown }).value = await part.toBuffer();
      // An object of the request's own: a decoration's value would be shared by every request.
      this.fileNames ??= {};
      this.fileNames[part.fieldname] = part.filename;
    },
  });

  // The one call that takes a form (an alert mail's one-click unsubscribe, RFC 8058): every other
  // call refuses this type with 415 before its body is read (requireMediaType).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const document = readOpenApi();
  const scryptCost = config.scryptCost ?? productionScryptCost;
  // Before the first request: sign-up, reset and change check their new password with it.
  loadCommonPasswords();
  const auth = createAuthService(database.db, scryptCost);
  const alertMailer = createAlertMailer({
    db: database.db,
    outbox: mail.outbox,
    digestHour: config.alertDigestHour ?? 8,
    ...(config.alertSpacingMs !== undefined && { spacingMs: config.alertSpacingMs }),
    // PGlite answers one transaction at a time, on the thread that serves the requests.
    ...(database.kind === 'pglite' && { claimSize: 50 }),
    inTurn: requests.run,
    log: app.log,
  });
  app.decorate('alertMailer', alertMailer);
  app.addHook('onReady', async () => alertMailer.start());
  // Before onClose: a dispatch under way needs the database.
  app.addHook('preClose', () => alertMailer.stop());
  const jobAlerts = { queue: queueForMatching, nudge: alertMailer.nudge };
  const jobs = createJobService(database.db, changes, config.publicUrl, {
    preModeration: config.preModeration,
    alerts: jobAlerts,
    postingsPerDay: config.postingsPerDay ?? defaultPostingsPerDay,
    oneTransactionAtATime: database.kind === 'pglite',
  });
  const accounts = createAccountService({
    db: database.db,
    jobs,
    outbox: mail.outbox,
    origin,
    scryptCost,
    log: app.log,
  });
  app.decorate('accounts', accounts);
  const moderation = createModerationService({
    db: database.db,
    changes,
    outbox: mail.outbox,
    origin,
    publicUrl: config.publicUrl,
    alerts: jobAlerts,
    supportEmail: config.supportEmail,
  });
  // The command line's way in while this process holds PGlite's data directory (admin/socket.ts).
  if (!config.databaseUrl && config.dataDir) {
    const adminSocket = await listenForAdmin(config.dataDir, database.db, moderation, app.log);
    app.addHook('onClose', () => adminSocket.close());
  }
  const applications = createApplicationService({
    db: database.db,
    jobs,
    outbox: mail.outbox,
    origin,
  });
  // Before onClose: the mails still being queued need the database. (They are sent on the next
  // start if the sender has stopped already.)
  app.addHook('preClose', () => accounts.settle());
  const expirySweeps = startExpirySweeps(jobs, app.log);
  // A change elsewhere may move the next expiry closer: an expiry set by hand, say.
  changes.onChangeElsewhere(() => void expirySweeps.check());
  app.decorate('expirySweeps', expirySweeps);
  // Before onClose, which closes the database a sweep may be using.
  app.addHook('preClose', () => expirySweeps.stop());
  const expiredTokens = startExpiredTokenCleanup(
    database.db,
    app.log,
    config.tokenCleanupMs ?? defaultTokenCleanupMs,
  );
  app.decorate('expiredTokens', expiredTokens);
  app.addHook('preClose', () => expiredTokens.stop());
  // The built app, before the routes: an alert mail's unsubscribe link renders its page in it.
  const appDist = config.appDistDir
    ? await loadAppDist(config.appDistDir, {
        readsForRender: publicReads(jobs),
        cache: readCache,
        origin,
      })
    : undefined;
  registerOperations(
    app,
    document,
    {
      ...authRoutes(auth, limiter),
      ...accountRoutes(accounts, limiter),
      ...applicationRoutes(applications, limiter),
      ...alertRoutes(createAlertService(database.db), appDist?.pages),
      ...jobRoutes(jobs, readCache, { requireVerifiedEmail: config.requireVerifiedEmail }),
      ...moderationRoutes(moderation, limiter),
      ...imageRoutes(database.db),
      ...healthRoutes(database.db),
      ...metricsRoutes(metrics, config.metricsAllow ?? defaultMetricsAllow, config.metricsToken),
    },
    bearerAuth(auth),
  );

  app.get('/api/openapi.json', async () => document);
  await app.register(scalarApiReference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Job API' },
  });

  // Before the app's catch-all GET /* (serveAppDist), which would answer these with a page.
  crawlerRoutes(app, {
    jobs,
    cache: readCache,
    origin,
    sitemapMaxUrls: config.sitemapMaxUrls,
  });
  if (appDist) await serveAppDist(app, appDist);
  app.setNotFoundHandler((request, reply) => {
    const { method, url: path, texts } = request;
    return reply.code(404).send({ message: texts.t('api.nothingHere', { method, path }) });
  });

  return app;
}
