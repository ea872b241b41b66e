import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readOpenApi } from './document';
import { handleError } from './errors';
import { type OperationRoutes, operationIds, registerOperations } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serves these operations of openapi.yaml in the calling plugin (openapi/routes.ts). A module's
     * plugin calls it once with its own; the server refuses to start while one has no route.
     */
    serveOperations(routes: OperationRoutes): void;
  }
  interface FastifyRequest {
    /** Set once the body is parsed and validated, before the handler runs. */
    bodyAccepted: boolean;
  }
}

/** The routes that serve the contract itself rather than an operation of it. */
export const docsPrefixes = ['/api/openapi.json', '/api/docs'];

/**
 * openapi.yaml as the API's routes: each module serves its operations through `serveOperations`,
 * every /api route is one of them, and a failure or an address with nothing answers in the
 * contract's shape. The contract itself is served as JSON and as a reference page.
 */
export const operationsPlugin = fp(
  async (app) => {
    const document = readOpenApi();
    const served = new Set<string>();
    app.decorate(
      'serveOperations',
      function serveOperations(this: FastifyInstance, routes: OperationRoutes) {
        const authenticate = this.hasDecorator('authenticate') ? this.authenticate : undefined;
        registerOperations(this, document, routes, authenticate);
        for (const operationId of Object.keys(routes)) served.add(operationId);
      },
    );
    app.addHook('onReady', async () => {
      const unserved = operationIds(document).find((operationId) => !served.has(operationId));
      if (unserved) throw new Error(`openapi.yaml describes ${unserved} but no route serves it`);
    });
    app.addHook('onRoute', (route) => {
      const url = route.url ?? '';
      const isApi = url === '/api' || url.startsWith('/api/');
      const isDocs = docsPrefixes.some((prefix) => url.startsWith(prefix));
      if (isApi && !isDocs && !route.config?.operationId) {
        throw new Error(`${route.method} ${url} is not an operation of openapi.yaml`);
      }
    });

    app.decorateRequest('bodyAccepted', false);
    // Past this point a failure is the server's, not a malformed body's (see handleError).
    app.addHook('preHandler', async (request) => {
      request.bodyAccepted = true;
    });
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const { method, url: path, texts } = request;
      return reply.code(404).send({ message: texts.t('api.nothingHere', { method, path }) });
    });

    app.get('/api/openapi.json', async () => document);
    await app.register(scalarApiReference, {
      routePrefix: '/api/docs',
      configuration: { url: '/api/openapi.json', title: 'Job API' },
    });
  },
  { name: 'operations', dependencies: ['http'] },
);
