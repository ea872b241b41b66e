import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { limits } from '@job/contract';
import scalarApiReference from '@scalar/fastify-api-reference';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { productionScryptCost, type ScryptCost } from './auth/password';
import { createRateLimiter, type RateLimitOptions } from './auth/rateLimit';
import { authRoutes, bearerAuth } from './auth/routes';
import { createAuthService } from './auth/service';
import { type DatabaseHandle, openDatabase } from './db/connect';
import { healthRoutes } from './health/routes';
import { imageRoutes } from './images/routes';
import { jobRoutes } from './jobs/routes';
import { createJobService } from './jobs/service';
import { readOpenApi } from './openapi/document';
import { handleError } from './openapi/errors';
import { registerOperations } from './openapi/routes';
import { sendIndex, serveAppDist } from './web/appDist';

export interface AppConfig {
  /** PostgreSQL connection string; without one the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's directory; without one (and without databaseUrl) the database lives in memory. */
  dataDir?: string | undefined;
  /** Shares the rate-limit counters between instances; in memory without it. */
  redisUrl?: string | undefined;
  /** The built app to serve; nothing is served when absent or not built. */
  appDistDir?: string | undefined;
  /** Origins allowed by CORS, comma-separated; CORS stays off without it. */
  corsOrigin?: string | undefined;
  /** Behind a load balancer: trust its X-Forwarded-For (true, or the proxies' addresses), so rate
   * limits count the real client addresses. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  logger?: FastifyServerOptions['logger'];
  /** Lower only in tests: production keeps N = 2^15. */
  scryptCost?: ScryptCost;
  rateLimit?: RateLimitOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
  interface FastifyRequest {
    /** Set once the body is parsed and validated, before the handler runs. */
    bodyAccepted: boolean;
  }
}

/** The routes that serve the contract itself rather than an operation of it. */
const docsPrefixes = ['/api/openapi.json', '/api/docs'];

const appDirectives = {
  // The app's own scripts and styles, its uploaded images, and the previews of new ones.
  'img-src': ["'self'", 'data:', 'blob:'],
  // The server may be reached over plain HTTP (localhost, an internal address).
  'upgrade-insecure-requests': null,
};

// The reference page starts itself with an inline script; it shows no user content.
const docsHelmet = {
  contentSecurityPolicy: {
    directives: {
      ...appDirectives,
      'script-src': ["'self'", "'unsafe-inline'"],
      'worker-src': ["'self'", 'blob:'],
    },
  },
};

/** The server, its database open and migrated; listening is the caller's move. */
export async function buildApp(config: AppConfig = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ?? false,
    trustProxy: config.trustProxy ?? false,
    // The JSON bodies are small; the create call raises its own limit for the image.
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: true } },
  });
  const database = openDatabase(config);
  app.decorate('database', database);
  const limiter = createRateLimiter(
    config.rateLimit ?? { max: 10, windowMs: 60_000 },
    config.redisUrl,
  );
  app.addHook('onClose', async () => {
    await limiter.close();
    await database.close();
  });
  await database.migrate();

  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('bodyAccepted', false);
  // Past this point a failure is the server's, not a malformed body's (see handleError).
  app.addHook('preHandler', async (request) => {
    request.bodyAccepted = true;
  });
  app.setErrorHandler(handleError);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const isDocs = docsPrefixes.some((prefix) => url.startsWith(prefix));
    if (isDocs) route.helmet = docsHelmet;
    else if ((url === '/api' || url.startsWith('/api/')) && !route.config?.operationId) {
      throw new Error(`${route.method} ${url} is not an operation of openapi.yaml`);
    }
  });

  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: appDirectives } });
  if (config.corsOrigin) {
    await app.register(fastifyCors, {
      origin: config.corsOrigin.split(',').map((origin) => origin.trim()),
    });
  }
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: limits.imageMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: limits.detailMaxLength * 4,
    },
    // Every file becomes a Buffer, whatever type it claims (text/plain would become a string).
    async onFile(part) {
      (part as { value?: unknown }).value = await part.toBuffer();
    },
  });

  const document = readOpenApi();
  const auth = createAuthService(database.db, config.scryptCost ?? productionScryptCost);
  registerOperations(
    app,
    document,
    {
      ...authRoutes(auth, limiter),
      ...jobRoutes(createJobService(database.db)),
      ...imageRoutes(database.db),
      ...healthRoutes(database.db),
    },
    bearerAuth(auth),
  );

  app.get('/api/openapi.json', async () => document);
  await app.register(scalarApiReference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', title: 'Job API' },
  });

  const servesApp = config.appDistDir ? await serveAppDist(app, config.appDistDir) : false;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (servesApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply);
    }
    return reply.code(404).send({ message: `Nothing is at ${request.method} ${request.url}.` });
  });

  return app;
}
