import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** packages/app/dist, found from this file so the server finds it from any working directory. */
export const defaultAppDistDir = fileURLToPath(new URL('../../../app/dist', import.meta.url));

/**
 * Serves the built single-page app when there is one: hashed assets cached for good, index.html
 * never, and index.html for every other GET outside /api so the app's routes work on reload.
 * Answers whether it found the app.
 */
export async function serveAppDist(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our own Cache-Control below, not send's default max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.startsWith(join(distDir, 'assets'))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  return true;
}

export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
