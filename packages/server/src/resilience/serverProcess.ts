import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@job/machine';
import { type TestClient, testClient } from '../test/server';
import { cleanUpIfTestsDie } from './watchdog';

const serverPackage = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess extends TestClient {
  /** What it printed, stdout and stderr interleaved, to show when something fails. */
  output(): string;
  /** Whether it has ended. */
  exited(): boolean;
  /** Sends the signal and resolves once the process has ended (SIGKILL after 5 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ServerProcess>();

/**
 * `src/main.ts`, the source under tsx (build.test.ts runs the build `pnpm start` runs), in a
 * process of its own on a free port, answering once its health check does. `env` chooses the
 * database: DATA_DIR or DATABASE_URL.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  // Node with the tsx loader directly (no pnpm or tsx CLI in between), so a signal reaches it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverPackage,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // These tests post as one member for as long as they run, far past a day's 20.
      POSTINGS_PER_DAY: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const callOffWatchdog = cleanUpIfTestsDie(`kill -9 ${child.pid}`);
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasEnded = () => child.exitCode !== null || child.signalCode !== null;
  const server: ServerProcess = {
    ...testClient(`http://127.0.0.1:${port}`),
    output: () => output,
    exited: hasEnded,
    async stop(signal = 'SIGTERM') {
      if (!hasEnded()) {
        child.kill(signal);
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await ended;
        clearTimeout(killer);
      }
      callOffWatchdog();
      running.delete(server);
    },
  };
  running.add(server);
  await waitUntilHealthy(server);
  return server;
}

/** Ends every server process still running; for afterAll, whatever the tests did. */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
}

async function waitUntilHealthy(server: ServerProcess): Promise<void> {
  // Starting compiles the TypeScript (the mail templates' React included), migrates and seeds:
  // over a minute was seen on a busy 2-core machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`The server exited while starting:\n${server.output()}`);
    const healthy = await server.request('/api/health', { timeoutMs: 5000 }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within 120 s:\n${server.output()}`);
}
