/**
 * `pnpm bench:api [--duration 10] [--warmup 2] [--jobs 100000] [--alerts 100000]
 * [--only api|pages|alerts]`: seeds the jobs into a fresh
 * PGlite directory and a fresh PostgreSQL database, then loads the real server on each with
 * autocannon and prints one table, every figure beside its ratio to a raw node:http baseline
 * measured just before it, and Fastify alone answering the same JSON (the framework's ceiling);
 * then each database with request logging off, then PGlite as `pnpm start`
 * runs it (production, request logs at info, asynchronous, and once synchronous), then two
 * servers on one PostgreSQL. A second table has the mixed load (95 % reads, 5 % creates) on PGlite
 * and on the two servers, with the staleness of its reads.
 *
 * The pages rendered on the server (`/`, a category, `/?page=2`, a job's detail, the not-found
 * page), asked for as a browser does (brotli, text/html), on PGlite as `pnpm start` runs it and on
 * PostgreSQL (request logs at info too), each beside a raw node:http server sending the same bytes,
 * measured just before it; and the cold render: `/` read and rendered anew at every request (on a
 * server with READ_CACHE_MB=0), one after another. Their
 * targets (0.5× the raw server, p99 within 50 ms, a cold median within 20 ms) are marked in the
 * table and the misses printed under it.
 *
 * The job alerts (issue 25), on each database as `pnpm start` runs it: a create's p99 with
 * `--alerts` alerts stored beside its p99 with none, recording a new job's matches against them
 * (measureAlertCreates), and on PostgreSQL the daily digest of 1,000 new jobs with the first page's
 * reads during it beside those before it (measureDigest). A table of their own, targets marked.
 * A posting with 1,000 applications (issue 44), on PostgreSQL: the list its poster's page reads,
 * p99 with a few posters at once (measureApplicants).
 * `--only pages` (or `api`, `alerts`, `applicants`) runs one part alone.
 *
 * Exits non-zero when any request failed or answered outside 2xx (the not-found page: other than
 * 404), or a read lagged a create by more than a second; a missed target alone does not.
 */
import { measureAlertCreates, measureDigest } from './alertRows';
import { measureApi } from './apiRows';
import { measureApplicants } from './applicantRows';
import { needsJobs, runAlerts, runApi, runApplicants, runPages } from './options';
import { measurePages } from './pageRows';
import {
  asStarted,
  cleanUp,
  cleanUpOnSignals,
  createPgliteDirectory,
  createPostgresDatabase,
  seed,
} from './servers';
import { printSummary, type Results } from './summary';

async function main(): Promise<number> {
  const started = Date.now();
  const pglite = createPgliteDirectory();
  const databases = [pglite];
  const postgres = await createPostgresDatabase();
  if (postgres) databases.push(postgres);
  if (needsJobs) for (const database of databases) await seed(database);

  const results: Results = {
    rows: [],
    pageRows: [],
    mixedRows: [],
    coldRenders: [],
    alertRows: [],
    firstAnswers: [],
    applicantRows: [],
  };
  if (runPages) {
    await measurePages(pglite, asStarted, results);
    // As `pnpm start` would run on PostgreSQL: production, request logs at info.
    if (postgres) await measurePages(postgres, 'PostgreSQL, logs at info', results);
  }
  if (runApi) await measureApi({ pglite, postgres }, results);
  if (runAlerts) {
    for (const database of databases) {
      console.log(`\nJob alerts on ${database.name}, as \`pnpm start\` runs it:`);
      const jobs = await measureAlertCreates(database, results.alertRows);
      if (database === postgres) await measureDigest(database, jobs, results.alertRows);
    }
  }
  if (runApplicants && postgres) {
    console.log('\nA posting with 1,000 applications on PostgreSQL, as `pnpm start` runs it:');
    await measureApplicants(postgres, results.applicantRows);
  }
  return printSummary(results, started);
}

cleanUpOnSignals();

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
