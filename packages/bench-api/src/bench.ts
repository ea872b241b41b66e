/**
 * `pnpm bench:api [--duration 10] [--warmup 2] [--jobs 100000]`: seeds the jobs into a fresh
 * PGlite directory and a fresh PostgreSQL database, then loads the real server on each with
 * autocannon and prints one table, every figure beside its ratio to a raw node:http baseline
 * measured in the same run. Exits non-zero when any request failed or answered outside 2xx.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../../../scripts/machine';
import type { JanitorMessage } from './janitor';
import { type LoadResult, type LoadSettings, load, type Request } from './load';
import {
  announceStarts,
  type Child,
  runToEnd,
  startNode,
  stopAll,
  tsxLoader,
  waitUntilAnswering,
} from './processes';
import { formatTable, type Row } from './table';

const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(benchDir, '../server');
// Where a fresh database is created and dropped; PostgreSQL here trusts local connections.
const postgresAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

// Words the seed's 24 sample jobs contain in a title or brief (packages/server/src/seed): the
// seed repeats them, so "freelance" is in 6 of every 24 jobs and "Kubernetes" in 1 of 24.
const commonWord = 'freelance';
const rareWord = 'Kubernetes';

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, not ${text}`);
  }
  return value;
}

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    jobs: { type: 'string', default: '100000' },
  },
});
const jobCount = wholeNumber('jobs', flags.jobs, 5, 1_000_000);
const settings: LoadSettings = {
  connections: 50,
  duration: wholeNumber('duration', flags.duration, 1, 120),
  warmup: wholeNumber('warmup', flags.warmup, 0, 30),
};

const lastOffset = jobCount - 5;
const cases: { name: string; request: Request }[] = [
  { name: 'GET /api/paginate/0/5', request: { method: 'GET', path: '/api/paginate/0/5' } },
  {
    name: `GET /api/paginate/${lastOffset}/5`,
    request: { method: 'GET', path: `/api/paginate/${lastOffset}/5` },
  },
  {
    name: `POST /api/search "${commonWord}"`,
    request: { method: 'POST', path: '/api/search', body: { data: commonWord } },
  },
  {
    name: `POST /api/search "${rareWord}"`,
    request: { method: 'POST', path: '/api/search', body: { data: rareWord } },
  },
  {
    name: 'POST /api/getType freelance',
    request: { method: 'POST', path: '/api/getType', body: { type: 'freelance' } },
  },
];

interface Database {
  name: string;
  /** How the server and the seed reach it. */
  env: NodeJS.ProcessEnv;
}

const janitor = fork(join(benchDir, 'src/janitor.ts'), [], {
  detached: true,
  execArgv: ['--import', tsxLoader],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const tell = (message: JanitorMessage) => janitor.send(message);
announceStarts((pid) => tell({ process: pid }));

let cleaning: Promise<void> | undefined;

/** Once, however many ways ask for it (the end of the run, Ctrl-C, an error). */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll();
    await new Promise<void>((resolve) => {
      janitor.once('message', () => resolve());
      janitor.once('exit', () => resolve());
      tell({ clean: true });
    });
    janitor.disconnect();
  })();
  return cleaning;
}

async function createPostgresDatabase(): Promise<Database | undefined> {
  const admin = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 3000,
  });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`Notice: PostgreSQL does not answer at 127.0.0.1:5432 (${error}); PGlite only.`);
    return undefined;
  }
  const name = `job_bench_${process.pid}_${Date.now().toString(36)}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  tell({ database: { adminUrl: postgresAdminUrl, name } });
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return { name: 'PostgreSQL', env: { DATABASE_URL: url.href, DATA_DIR: '' } };
}

function createPgliteDirectory(): Database {
  const dataDir = mkdtempSync(join(tmpdir(), 'job-bench-api-'));
  tell({ directory: dataDir });
  return { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
}

async function seed(database: Database): Promise<void> {
  console.log(`\nSeeding ${jobCount.toLocaleString('en')} jobs into ${database.name}…`);
  const seeder = startNode('src/seed/cli.ts', ['--jobs', String(jobCount)], {
    cwd: serverDir,
    env: database.env,
    inherit: true,
  });
  await runToEnd(`The seed on ${database.name}`, seeder);
}

async function startServer(database: Database): Promise<{ origin: string; server: Child }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startNode('src/main.ts', [], {
    cwd: serverDir,
    env: {
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // Request logs would cost the server more than some of the calls measured.
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
  });
  await waitUntilAnswering(`${origin}/api/health`, server, `The server on ${database.name}`);
  return { origin, server };
}

/**
 * One request before the load: it must answer 2xx with jobs in it, or the figures would measure
 * an error page or an empty search.
 */
async function checkAnswer(origin: string, { method, path, body }: Request): Promise<string> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const answer = JSON.parse(text) as unknown[] | { data: unknown[] };
  const jobs = Array.isArray(answer) ? answer : answer.data;
  if (jobs.length === 0) throw new Error(`${method} ${path} answered no jobs: ${text}`);
  return text;
}

async function measure(name: string, origin: string, request: Request): Promise<LoadResult> {
  process.stdout.write(`  ${name}… `);
  const result = await load(origin, request, settings);
  const failed = result.failures > 0 ? `, ${result.failures} failed` : '';
  console.log(`${Math.round(result.requestsPerSecond).toLocaleString('en')} requests/s${failed}`);
  return result;
}

async function main(): Promise<number> {
  const started = Date.now();
  const databases = [createPgliteDirectory()];
  const postgres = await createPostgresDatabase();
  if (postgres) databases.push(postgres);
  for (const database of databases) await seed(database);

  let baseline: LoadResult | undefined;
  const rows: Row[] = [];
  for (const database of databases) {
    console.log(`\nThe server on ${database.name}:`);
    const { origin, server } = await startServer(database);
    const answers = [];
    for (const { request } of cases) answers.push(await checkAnswer(origin, request));
    if (!baseline) {
      // The baseline answers the real server's first page, byte for byte.
      const port = await freePort();
      const raw = startNode('src/baseline.ts', [], {
        cwd: benchDir,
        env: { PORT: String(port), BASELINE_BODY: answers[0] },
      });
      const rawOrigin = `http://127.0.0.1:${port}`;
      await waitUntilAnswering(rawOrigin, raw, 'The baseline server');
      baseline = await measure('baseline (node:http, fixed JSON)', rawOrigin, {
        method: 'GET',
        path: '/',
      });
      await raw.stop();
      rows.push({
        name: 'baseline: node:http, fixed JSON of 5 jobs',
        database: '–',
        result: baseline,
      });
    }
    for (const { name, request } of cases) {
      rows.push({ name, database: database.name, result: await measure(name, origin, request) });
      // Requests still queued when the load stopped must not run into the next case's warm-up:
      // the health check waits behind them for the database.
      await waitUntilAnswering(`${origin}/api/health`, server, `The server on ${database.name}`);
    }
    await server.stop();
  }
  if (!baseline) throw new Error('No database to measure.');

  const cpu = cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · Node ${process.version} · ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} · ` +
      `${jobCount.toLocaleString('en')} jobs · ${settings.connections} connections · ` +
      `${settings.duration} s per case after ${settings.warmup} s warm-up\n`,
  );
  console.log(formatTable(baseline, rows));

  const failed = rows.filter((row) => row.result.failures > 0);
  for (const { name, database, result } of failed) {
    console.error(`${name} on ${database}: ${result.failures} requests failed or answered non-2xx`);
  }
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  return failed.length > 0 ? 1 : 0;
}

// `on`, not `once`: Ctrl-C arrives more than once (from the terminal and relayed by tsx), and a
// second one must not kill the bench halfway through its cleaning up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.error(`\n${signal}: stopping the servers and removing the databases…`);
    cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
