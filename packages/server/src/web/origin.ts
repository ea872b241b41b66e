import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * `https://jobs.example.com`: what makes the addresses given to search engines and feed readers
 * absolute. The configured public address, or else the one the server listens on (`localhost` for
 * every interface). Never the request's `Host` or `X-Forwarded-*`: a visitor controls those, and a
 * kept answer built from them would hand one visitor's links to the next (web cache poisoning).
 */
export function siteOrigin(app: FastifyInstance, publicUrl: string | undefined): () => string {
  if (publicUrl !== undefined) return () => publicUrl;
  let listening: string | undefined;
  return () => {
    if (listening !== undefined) return listening;
    const address = app.server.address() as AddressInfo | string | null;
    // Not listening (an injected request in a test): no port to name yet.
    if (address === null || typeof address === 'string') return 'http://localhost';
    listening = `http://${hostOf(address)}:${address.port}`;
    return listening;
  };
}

function hostOf({ address, family }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return 'localhost';
  return family === 'IPv6' ? `[${address}]` : address;
}
