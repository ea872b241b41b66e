// The pages rendered on the server, each loaded beside a raw node:http server sending its very
// bytes, and the cold render of `/` on a server that keeps nothing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@job/machine';
import { load, type Request } from './load';
import { perAnswer } from './measure';
import { referenceSettings, settings } from './options';
import { browserHeaders, checkPage, fetchRaw, timeSequentially } from './pages';
import { type Child, startNode, waitUntilAnswering } from './processes';
import { type PageCase, pageCases } from './requests';
import { benchDir, type Database, logDir, production, startServer } from './servers';
import type { Results } from './summary';
import { type ColdRender, formatColdRender, pageTargets, type Row } from './table';

/** Cold renders of the first page, timed one after another, for their median and p99. */
const coldRenderSamples = 200;

/** The pages' answers written for their raw servers so far, which numbers their files. */
let pageFiles = 0;

/**
 * One page: fetched once as a browser asks for it and checked, then a raw node:http server
 * answering those bytes (status, content-type and content-encoding too) measured, then the page.
 */
async function measurePage(
  label: string,
  origin: string,
  server: Child,
  page: PageCase,
  pageRows: Row[],
) {
  const answer = await fetchRaw(origin, page.path);
  checkPage(page.path, answer, { status: page.status, text: page.shows });
  const file = join(logDir, `page-${++pageFiles}.bin`);
  writeFileSync(file, answer.body);
  const port = await freePort();
  const raw = startNode('src/baseline.ts', [], {
    cwd: benchDir,
    env: {
      PORT: String(port),
      BASELINE_FILE: file,
      BASELINE_STATUS: String(answer.status),
      BASELINE_CONTENT_TYPE: answer.contentType,
      BASELINE_CONTENT_ENCODING: answer.contentEncoding ?? '',
    },
  });
  const rawOrigin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(rawOrigin, raw, 'The page baseline', answer.status);
  const request: Request = {
    method: 'GET',
    path: page.path,
    headers: browserHeaders,
    expectStatus: page.status,
  };
  const encoding = answer.contentEncoding ?? 'uncompressed';
  const size = answer.body.length.toLocaleString('en');
  process.stdout.write(`  ${page.name} (${size} bytes, ${encoding}): `);
  const baseline = await load(rawOrigin, request, referenceSettings);
  const rawPace = Math.round(baseline.requestsPerSecond).toLocaleString('en');
  process.stdout.write(`raw ${rawPace} requests/s (${perAnswer(baseline)}), server `);
  await raw.stop();
  const result = await load(origin, request, settings);
  const failed = result.failures > 0 ? `, ${result.failures} failed` : '';
  const pace = Math.round(result.requestsPerSecond).toLocaleString('en');
  // The server's answers carry more headers than the raw server's, and nothing else more.
  console.log(`${pace} requests/s (${perAnswer(result)})${failed}`);
  pageRows.push({ name: page.name, database: label, result, baseline, targets: pageTargets });
  await waitUntilAnswering(`${origin}/api/health`, server, `The server on ${label}`);
}

/**
 * The first page rendered cold: on a server whose read cache keeps nothing (READ_CACHE_MB=0), so
 * each request reads its jobs from the database and renders the page anew.
 */
async function measureColdRender(database: Database, label: string, coldRenders: ColdRender[]) {
  const { origin, server } = await startServer(database, { ...production, READ_CACHE_MB: '0' });
  const paths = Array.from({ length: coldRenderSamples }, () => '/');
  process.stdout.write(`  cold render of /, ${paths.length} times, no cache: `);
  const [firstAfterStart = 0, ...samples] = await timeSequentially(origin, ['/', ...paths]);
  const cold: ColdRender = { database: label, samples, pages: '/', firstAfterStart };
  coldRenders.push(cold);
  console.log(formatColdRender(cold).replace(/^Cold render, [^:]*: /, ''));
  await server.stop();
}

/**
 * The pages on a server of their own on `database`, as `pnpm start` runs it, and the cold render;
 * their rows go to `results`.
 */
export async function measurePages(
  database: Database,
  label: string,
  { pageRows, coldRenders }: Pick<Results, 'pageRows' | 'coldRenders'>,
) {
  console.log(`\nThe pages rendered on ${label}:`);
  await measureColdRender(database, label, coldRenders);
  const { origin, server } = await startServer(database, production);
  for (const page of await pageCases(origin)) {
    await measurePage(label, origin, server, page, pageRows);
  }
  await server.stop();
}
