/**
 * The server-rendered pages, as a browser, a link preview or a crawler asks for them first: fetched
 * once byte for byte (still compressed) to check them and to give their raw baseline the same
 * bytes, and the cold render, timed one request after another.
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What a browser sends for a page (the headers that change what the server answers). */
export const browserHeaders = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

export interface RawAnswer {
  status: number;
  contentType: string;
  contentEncoding: string | undefined;
  /** As it came over the wire, still compressed. */
  body: Buffer;
}

/** One GET with the browser's headers, the body left as sent. */
export function fetchRaw(origin: string, path: string, agent?: Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      `${origin}${path}`,
      { method: 'GET', headers: browserHeaders, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            contentEncoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    call.setTimeout(30_000, () => call.destroy(new Error(`GET ${path} timed out`)));
    call.on('error', reject);
    call.end();
  });
}

/** The body as text, whatever of the asked-for encodings it came in. */
export function decodedText({ body, contentEncoding }: RawAnswer): string {
  if (contentEncoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (contentEncoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (contentEncoding === undefined || contentEncoding === 'identity') return body.toString('utf8');
  throw new Error(`An encoding the browser did not ask for: ${contentEncoding}`);
}

/** As React writes text into HTML. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

const rootOpening = '<div id="root">';

/**
 * Throws unless `answer` is the page rendered on the server: the expected status, HTML, and a
 * root with content, in which `text` (a job's title) shows, not only in the state put in the page.
 */
export function checkPage(
  path: string,
  answer: RawAnswer,
  expected: { status: number; text?: string },
): void {
  const html = decodedText(answer);
  const problem = (what: string) =>
    new Error(
      `GET ${path} ${what} (${answer.status}, ${answer.contentType}):\n${html.slice(0, 2000)}`,
    );
  if (answer.status !== expected.status) throw problem(`answered not ${expected.status}`);
  if (!answer.contentType.startsWith('text/html')) throw problem('answered no HTML');
  const start = html.indexOf(rootOpening);
  if (start === -1) throw problem('has no root element');
  const rendered = html.slice(start + rootOpening.length);
  if (rendered.startsWith('</div>'))
    throw problem(
      'was not rendered on the server (empty root): is the app built (pnpm --filter @job/app build), and was it not rebuilt while the server ran?',
    );
  if (expected.text !== undefined) {
    // The root's own markup comes before the state script the browser seeds its stores from.
    const markup = rendered.split('<script')[0] ?? '';
    if (!markup.includes(escapeHtml(expected.text))) {
      throw problem(`does not show "${expected.text}" in its rendered markup`);
    }
  }
}

/**
 * Each of `paths` once, one after another on one kept-alive connection; the milliseconds from
 * sending each request until its last byte arrived. Each must answer 200.
 */
export async function timeSequentially(origin: string, paths: string[]): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  try {
    for (const path of paths) {
      const sent = performance.now();
      const answer = await fetchRaw(origin, path, agent);
      times.push(performance.now() - sent);
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    }
  } finally {
    agent.destroy();
  }
  return times;
}
