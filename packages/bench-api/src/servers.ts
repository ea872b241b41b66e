// The bench's databases and servers: each database fresh and seeded, each server started as
// `pnpm start` runs it, and all of them removed by the janitor however the run ends.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@job/machine';
import pg from 'pg';
import type { JanitorMessage } from './janitor';
import { load } from './load';
import { jobCount, settings } from './options';
import {
  announceStarts,
  type Child,
  runToEnd,
  startNode,
  stopAll,
  tsxLoader,
  waitUntilAnswering,
} from './processes';
import { firstPage } from './requests';

export const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = join(benchDir, '../server');
const appDir = join(benchDir, '../app');
// Where a fresh database is created and dropped; PostgreSQL here trusts local connections.
const postgresAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Database {
  name: string;
  /** How the server and the seed reach it. */
  env: NodeJS.ProcessEnv;
}

/** Request logging off, as every earlier run of this bench measured. */
export const quiet = { LOG_LEVEL: 'warn' };
/** `pnpm start`'s settings: request lines at info, written asynchronously, here into a file. */
export const production = { LOG_LEVEL: 'info' };
export const productionSyncLog = { LOG_LEVEL: 'info', LOG_SYNC: 'true' };
/** The label of PGlite as `pnpm start` runs it. */
export const asStarted = 'PGlite, `pnpm start`';

const janitor = fork(join(benchDir, 'src/janitor.ts'), [], {
  detached: true,
  execArgv: ['--import', tsxLoader],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const tell = (message: JanitorMessage) => janitor.send(message);
/** The servers' log files. */
export const logDir = mkdtempSync(join(tmpdir(), 'job-bench-api-logs-'));
tell({ directory: logDir });
announceStarts((pid) => tell({ process: pid }));

let cleaning: Promise<void> | undefined;

/** Once, however many ways ask for it (the end of the run, Ctrl-C, an error). */
export function cleanUp(): Promise<void> {
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

export async function createPostgresDatabase(): Promise<Database | undefined> {
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

export function createPgliteDirectory(): Database {
  const dataDir = mkdtempSync(join(tmpdir(), 'job-bench-api-'));
  tell({ directory: dataDir });
  return { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
}

export async function seed(database: Database): Promise<void> {
  console.log(`\nSeeding ${jobCount.toLocaleString('en')} jobs into ${database.name}…`);
  const seeder = startNode('src/seed/cli.ts', ['--jobs', String(jobCount)], {
    cwd: serverDir,
    env: database.env,
    inherit: true,
  });
  await runToEnd(`The seed on ${database.name}`, seeder);
}

let built: Promise<void> | undefined;

/**
 * The app and the server built as `pnpm start` builds them (each only when its sources changed),
 * once per run: the server renders its pages from the app's build.
 */
function buildServer(): Promise<void> {
  built ??= (async () => {
    await runToEnd(
      'The app build',
      startNode('scripts/build-if-stale.ts', [], { cwd: appDir, inherit: true }),
    );
    await runToEnd(
      'The server build',
      startNode('scripts/build-if-stale.js', [], { cwd: serverDir, inherit: true }),
    );
  })();
  return built;
}

/** A server as `pnpm start` runs it: the built JavaScript, not the TypeScript through tsx. */
export async function startServer(
  database: Database,
  environment: NodeJS.ProcessEnv,
): Promise<{ origin: string; server: Child }> {
  await buildServer();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startNode('dist/main.js', [], {
    cwd: serverDir,
    env: {
      ...database.env,
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      REDIS_URL: '',
      // The mixed and alert cases post thousands of jobs as a few members: no daily cap on them.
      POSTINGS_PER_DAY: '1000000',
    },
    stdoutFile: join(logDir, `server-${port}.log`),
  });
  await waitUntilAnswering(`${origin}/api/health`, server, `The server on ${database.name}`);
  // A fresh server's first seconds under load ran at a fraction of its later pace (the first case
  // after each start was 2-25× slower than the same kind of case after it): 5 s of unmeasured load
  // first, as a server that has been running has had.
  await load(origin, firstPage, { connections: settings.connections, duration: 5, warmup: 0 });
  await waitUntilAnswering(`${origin}/api/health`, server, `The server on ${database.name}`);
  return { origin, server };
}

/**
 * A server answering `body` (the real server's first page, byte for byte): the raw node:http
 * baseline (src/baseline.ts), or Fastify alone (src/frameworkBaseline.ts).
 */
export async function startBaseline(script: string, body: string): Promise<string> {
  const port = await freePort();
  const server = startNode(script, [], {
    cwd: benchDir,
    env: { PORT: String(port), BASELINE_BODY: body },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(origin, server, `The baseline server (${script})`);
  return origin;
}

/** Cleans up on Ctrl-C or a kill, then exits. */
export function cleanUpOnSignals() {
  // `on`, not `once`: Ctrl-C arrives more than once (from the terminal and relayed by tsx), and a
  // second one must not kill the bench halfway through its cleaning up.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (cleaning) return;
      console.error(`\n${signal}: stopping the servers and removing the databases…`);
      cleanUp().finally(() => process.exit(130));
    });
  }
}
