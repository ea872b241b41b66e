// The API's rows: each database with request logging off (and its sitemap on PostgreSQL), the
// framework's ceiling, PGlite as `pnpm start` runs it, two servers on one PostgreSQL, and the
// mixed load; each case beside the raw node:http server's pace measured just before it.

import { timeFilteredLists } from './filteredLists';
import { type LoadResult, load, type Request } from './load';
import { measure, measureMixed, measureSpread } from './measure';
import { jobCount, referenceSettings } from './options';
import { type Child, waitUntilAnswering } from './processes';
import {
  apiCases,
  cachedTargets,
  categoryLastPageCase,
  checkAnswer,
  commonWord,
  detailCase,
  firstPage,
  newWordFilteredSearch,
  newWordSearch,
  ofType,
  rareWord,
} from './requests';
import {
  asStarted,
  type Database,
  production,
  productionSyncLog,
  quiet,
  startBaseline,
  startServer,
} from './servers';
import { crawlerEncodings, sitemapAnswers, sitemapTargetMs, timeSitemap } from './sitemap';
import type { Results } from './summary';
import type { Targets } from './table';

/** A search for a new word every time, nothing cached: its p99 (PostgreSQL). */
const uncachedSearchTargets: Targets = {
  minRatio: 0,
  maxP99Ms: jobCount > 100_000 ? 30 : 20,
};
/** The mixed load's reads: a p99 within 50 ms; two servers at 0.2× the raw server or more. */
const mixedTargets = (servers: number): Targets => ({
  minRatio: servers > 1 ? 0.2 : 0,
  maxP99Ms: 50,
});

/** Every API row, on PGlite and on PostgreSQL when it answers; the rows go to `results`. */
export async function measureApi(
  { pglite, postgres }: { pglite: Database; postgres: Database | undefined },
  { rows, mixedRows, firstAnswers }: Results,
) {
  const databases = postgres ? [pglite, postgres] : [pglite];
  let rawOrigin: string | undefined;
  /** The raw server's pace now. */
  async function reference(): Promise<LoadResult> {
    if (!rawOrigin) throw new Error('The baseline server is not running.');
    return load(rawOrigin, { method: 'GET', path: '/' }, referenceSettings);
  }
  /** Loads `request` on `origin`, then waits until requests still queued have drained. */
  async function measureCase(
    name: string,
    database: string,
    origin: string,
    server: Child,
    request: Request,
    targets?: Targets,
  ) {
    const baseline = await reference();
    const result = await measure(name, origin, request);
    rows.push({ name, database, result, baseline, ...(targets && { targets }) });
    // Requests still queued when the load stopped must not run into the next case's warm-up:
    // the health check waits behind them for the database.
    await waitUntilAnswering(`${origin}/api/health`, server, `The server on ${database}`);
  }

  for (const database of databases) {
    console.log(`\nThe server on ${database.name}, request logging off:`);
    const { origin, server } = await startServer(database, quiet);
    /** The sitemap's part a create drops (the last), once its walk has found it. */
    let lastSitemapPart: string | undefined;
    const answers = [];
    for (const { request } of apiCases) answers.push(await checkAnswer(origin, request));
    if (!rawOrigin) {
      rawOrigin = await startBaseline('src/baseline.ts', answers[0] ?? '');
      const baseline = await measure('baseline (node:http, fixed JSON)', rawOrigin, {
        method: 'GET',
        path: '/',
      });
      rows.push({
        name: 'baseline: node:http, fixed JSON of 5 jobs',
        database: '–',
        result: baseline,
        baseline,
      });
      // The framework's own ceiling on this machine now, for the GET and the POST reads.
      const fastifyOrigin = await startBaseline('src/frameworkBaseline.ts', answers[0] ?? '');
      for (const request of [firstPage, ofType]) {
        const name = `ceiling: Fastify alone, ${request.method}, the same JSON`;
        const baseline = await reference();
        const result = await measure(name, fastifyOrigin, { ...request, path: '/' });
        rows.push({ name, database: '–', result, baseline });
      }
    }
    if (database === postgres) {
      const sitemap = await timeSitemap(origin);
      firstAnswers.push(sitemapAnswers(sitemap));
      lastSitemapPart = sitemap.parts.at(-1)?.path;
      // Before the loads below, whose searches would leave some of these lists cached.
      firstAnswers.push(...(await timeFilteredLists(origin)));
    }
    const measured = [...apiCases, await categoryLastPageCase(origin), await detailCase(origin)];
    for (const { name, request, targets } of measured) {
      await measureCase(name, database.name, origin, server, request, targets);
    }
    if (database === postgres) {
      // Fifty jobs are some 50 KB of JSON: as a browser receives them, compressed.
      for (const word of [commonWord, rareWord]) {
        await measureCase(
          `POST /api/search "${word}", brotli`,
          database.name,
          origin,
          server,
          {
            method: 'POST',
            path: '/api/search',
            body: { data: word },
            headers: { 'accept-encoding': 'br, gzip' },
          },
          cachedTargets,
        );
      }
      // A crawler's reads of the sitemap, as Googlebot asks for them, under the load: the index
      // and its last part, the one a create drops.
      for (const path of ['/sitemap.xml', ...(lastSitemapPart ? [lastSitemapPart] : [])]) {
        const request: Request = { method: 'GET', path, headers: crawlerEncodings };
        await measureCase(`GET ${path}, brotli`, database.name, origin, server, request, {
          minRatio: 0,
          maxP99Ms: sitemapTargetMs,
        });
      }
      // What a search costs when no cache has its answer: a new word every time (it finds
      // nothing), alone and with every filter.
      for (const { name, request } of [newWordSearch, newWordFilteredSearch]) {
        await measureCase(name, database.name, origin, server, request, uncachedSearchTargets);
      }
    }
    await server.stop();
  }
  if (!rawOrigin) throw new Error('No database to measure.');

  console.log(`\nThe server on PGlite as \`pnpm start\` runs it (request logs at info):`);
  const embedded = await startServer(pglite, production);
  const productionCases = [
    { name: 'GET /api/paginate/0/5', request: firstPage, targets: cachedTargets },
    { name: 'POST /api/getType freelance', request: ofType, targets: cachedTargets },
    await detailCase(embedded.origin),
    {
      name: 'GET /api/paginate/0/5, brotli',
      request: { ...firstPage, headers: { 'accept-encoding': 'br, gzip' } },
      targets: cachedTargets,
    },
  ];
  for (const { name, request, targets } of productionCases) {
    await measureCase(name, asStarted, embedded.origin, embedded.server, request, targets);
  }
  const mixedName = '95 % pages 1-3, 5 % creates';
  mixedRows.push({
    name: mixedName,
    database: asStarted,
    baseline: await reference(),
    result: await measureMixed(mixedName, [embedded.origin]),
    targets: mixedTargets(1),
  });
  await embedded.server.stop();

  const syncLogged = await startServer(pglite, productionSyncLog);
  await measureCase(
    'GET /api/paginate/0/5',
    `${asStarted}, LOG_SYNC=true`,
    syncLogged.origin,
    syncLogged.server,
    firstPage,
  );
  await syncLogged.server.stop();

  if (postgres) {
    console.log('\nTwo servers on one PostgreSQL, request logs at info:');
    const pair = [await startServer(postgres, production), await startServer(postgres, production)];
    const origins = pair.map(({ origin }) => origin);
    const twoServers = 'PostgreSQL, 2 servers';
    for (const { name, request } of [
      { name: 'GET /api/paginate/0/5', request: firstPage },
      { name: 'POST /api/getType freelance', request: ofType },
    ]) {
      rows.push({
        name,
        database: twoServers,
        baseline: await reference(),
        result: await measureSpread(name, origins, request),
        targets: cachedTargets,
      });
      for (const { origin, server } of pair) {
        await waitUntilAnswering(`${origin}/api/health`, server, 'A server on PostgreSQL');
      }
    }
    mixedRows.push({
      name: `${mixedName}, round-robin`,
      database: twoServers,
      baseline: await reference(),
      result: await measureMixed(mixedName, origins),
      targets: mixedTargets(2),
    });
    // Again after the mix's creates, which a fresh seed's search never follows: they must not
    // slow it (a search index's pending list did, 5×; migration 0016).
    const [first] = pair;
    if (first) {
      await measureCase(
        `${newWordSearch.name}, after the mixed load's creates`,
        twoServers,
        first.origin,
        first.server,
        newWordSearch.request,
        uncachedSearchTargets,
      );
    }
    await Promise.all(pair.map(({ server }) => server.stop()));
  }
}
