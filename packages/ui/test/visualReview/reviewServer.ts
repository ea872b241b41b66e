import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { acceptChange, type ReviewFolders } from './acceptance.ts';
import type { ReportManifest } from './changes.ts';

export interface ReviewServerOptions extends ReviewFolders {
  /** Storybook's static build, for the page's links to each story. */
  storybookDir: string;
  /** 0 picks a free one. */
  port: number;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

// An accept request names one image: a few hundred bytes at most.
const maxBodyBytes = 16 * 1024;

/**
 * The review page's server, on this machine only (127.0.0.1): serves the visual report at
 * /visual-report/ and Storybook's static build at /storybook-static/ (so the page's story links
 * open), and takes `POST /visual-report/accept {"image": ...}` for a story the report lists,
 * writing its baseline as `pnpm test:screenshots:accept` does. Anything else the report does not
 * list is refused: the page can write no other file.
 */
export async function startReviewServer(options: ReviewServerOptions): Promise<Server> {
  const roots: Record<string, string> = {
    'visual-report': options.reportDir,
    'storybook-static': options.storybookDir,
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/') {
      response.writeHead(302, { location: '/visual-report/review.html' }).end();
      return;
    }
    if (pathname === '/visual-report/accept') {
      if (request.method !== 'POST')
        return send(response, 405, { error: 'POST an image to accept.' });
      return accept(request, response);
    }
    const [, rootName = '', ...rest] = decodeURIComponent(pathname).split('/');
    const root = roots[rootName];
    const file = root && resolve(root, ...rest);
    // A path that climbs out of its root (`..`) is not the report's or Storybook's.
    if (!root || !file || (file !== root && !file.startsWith(root + sep))) {
      return send(response, 404, { error: 'Not found.' });
    }
    const body = await readFile(rest.at(-1) === '' ? join(file, 'index.html') : file).catch(
      () => undefined,
    );
    if (!body) return send(response, 404, { error: `${relative(root, file)} is not there.` });
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    response.end(body);
  }

  async function accept(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const image = typeof body === 'object' && body !== null && 'image' in body && body.image;
    if (typeof image !== 'string')
      return send(response, 400, { error: 'Name the image to accept.' });
    const manifest = JSON.parse(
      await readFile(join(options.reportDir, 'manifest.json'), 'utf8'),
    ) as ReportManifest;
    const change = manifest.changes.find((listed) => listed.image === image);
    if (!change) return send(response, 404, { error: `The report lists no ${image}.` });
    send(response, 200, { message: await acceptChange(change, options) });
  }

  await new Promise<void>((listening) => server.listen(options.port, '127.0.0.1', listening));
  return server;
}

export function serverUrl(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The request's body read as JSON, or undefined when it is too long or not JSON. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > maxBodyBytes) return undefined;
  }
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function send(
  response: ServerResponse,
  status: number,
  body: { message?: string; error?: string },
) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
