import type { Database } from '../db/connect';
import type { OperationRoutes } from '../openapi/routes';
import { findImage } from './service';

export function imageRoutes(db: Database): OperationRoutes {
  return {
    getImage: {
      publicRead: true,
      async handler(request, reply) {
        const { name } = request.params;
        // The name is the content's hash, so it is its own ETag and the file never changes.
        const etag = `"${name.slice(0, -'.webp'.length)}"`;
        reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
        // Public and immutable, so pages on other origins may show them (helmet's default for
        // every other answer is same-origin).
        reply.header('cross-origin-resource-policy', 'cross-origin');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const data = await findImage(db, name);
        if (!data) {
          reply.removeHeader('etag').removeHeader('cache-control');
          return reply.code(404).send({ message: request.texts.t('api.imageNotFound') });
        }
        return reply.type('image/webp').send(data);
      },
    },
  };
}
