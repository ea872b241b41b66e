import type { FastifyInstance } from 'fastify';

/**
 * Many HTTP clients (axios among them) send `Content-Type: application/json` with every call, so a
 * delete, a sign-out or a save toggle arrives with the header and no body. Such a request, on an
 * operation that takes no body or takes one only optionally, is read exactly as it would be without
 * the header: the header is dropped before Fastify looks for a body to parse. A body that is there
 * and malformed is still refused with its 400, and so is an empty one where the operation needs a
 * body ('The body is empty').
 */
export function ignoreContentTypeWithoutBody(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers, method } = request;
    // Reads carry no body anyway, and their kept answers vary by the header as it came.
    const takesBody = method !== 'GET' && method !== 'HEAD';
    // Fastify's own test for a request without a body.
    const noBody =
      takesBody &&
      headers['transfer-encoding'] === undefined &&
      (headers['content-length'] === undefined || headers['content-length'] === '0');
    if (noBody && headers['content-type'] && !request.routeOptions.config.bodyRequired) {
      delete headers['content-type'];
    }
    done();
  });
}
