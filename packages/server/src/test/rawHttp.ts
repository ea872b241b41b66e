import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they travelled, still encoded. */
  wire: Buffer;
  /** The bytes after undoing the content-encoding. */
  decoded: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address to send from (127.0.0.2…), as a visitor of another machine would. */
  localAddress?: string;
}

/** A GET that keeps the answer as it came over the wire (see `rawRequest`). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest(url, { headers });
}

/**
 * A request that keeps the answer as it came over the wire. fetch decodes compressed bodies by
 * itself and always sends its own Accept-Encoding, so it cannot show what a server actually sent.
 */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, body, localAddress }: RawRequest = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers, localAddress, timeout: 30_000 },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const wire = Buffer.concat(chunks);
          try {
            const decoded = decode(wire, incoming.headers['content-encoding']);
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, wire, decoded });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url} took over 30 s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A 304 keeps the headers of the copy it confirms, content-encoding included, but has no body. */
function decode(wire: Buffer, encoding: string | undefined): Buffer {
  if (wire.length === 0) return wire;
  if (encoding === 'br') return brotliDecompressSync(wire);
  if (encoding === 'gzip') return gunzipSync(wire);
  return wire;
}
