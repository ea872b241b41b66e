import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort, postgresMaintenanceUrl as maintenanceUrl } from '@job/machine';
import pg from 'pg';

const serverPackage = fileURLToPath(new URL('../packages/server', import.meta.url));

/** A second server of the product, on PostgreSQL, with the database open to the test. */
export interface PostgresServer {
  origin: string;
  /** Runs SQL on the server's database, as an operator would by hand. */
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  close(): Promise<void>;
}

async function onMaintenance(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The built app served by the real server on a fresh PostgreSQL database of its own, for journeys
 * that change rows by hand (the embedded database of the main server lives inside its process) or
 * need a setting of their own (`env`). Like any server pointed at a PostgreSQL, it starts with no
 * sample jobs: each journey posts its own.
 */
export async function startPostgresServer(env: NodeJS.ProcessEnv = {}): Promise<PostgresServer> {
  const name = `job_e2e_${randomBytes(4).toString('hex')}`;
  await onMaintenance(`CREATE DATABASE ${name}`);
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  // The server `pnpm start` built (the first webServer), run by Node directly, so the signal that
  // ends it reaches the server itself.
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverPackage,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const database = new pg.Client({ connectionString: url.toString() });
  const close = async () => {
    await stop(child);
    await database.end().catch(() => undefined);
    await onMaintenance(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await untilHealthy(origin, child, () => errors);
    await database.connect();
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, query: (text, values) => database.query(text, values), close };
}

async function untilHealthy(origin: string, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${errors()}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within 90 s:\n${errors()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
}
