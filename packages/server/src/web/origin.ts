import type { FastifyRequest } from 'fastify';

/**
 * `https://jobs.example.com`: what makes the addresses given to search engines and feed readers
 * absolute. The configured public address, or else the one the request came to.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
