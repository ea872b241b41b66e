import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/databases';

const serverDir = join(import.meta.dirname, '..');
let scratch: string;
/** How long a child may run before it is killed; the tests wait a little longer than that. */
const childLimitMs = 180_000;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'job-logging-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a TypeScript file of the server in a process of its own, its standard output in `logFile`. */
function run(script: string, logFile: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', openSync(logFile, 'w'), 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Bounded: a child that hangs is killed, and the test fails on what it left. Generous: on a busy
  // two-core CI machine the server took most of a minute to start (tsx, PGlite, migrations, the
  // sample jobs), and a killer at 60 s cut it off among the test's requests (ECONNRESET).
  const killer = setTimeout(() => child.kill('SIGKILL'), childLimitMs);
  exited.finally(() => clearTimeout(killer));
  return { child, exited, stderr: () => stderr };
}

const logLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { msg: string; level: number; [key: string]: unknown });

describe('asynchronous logging', () => {
  it(
    'keeps every line logged before a crash, and the crash itself',
    async () => {
      const logFile = join(scratch, 'crash.log');
      const lines = 20_000;
      const { exited, stderr } = run('src/test/crashingLogger.ts', logFile, {
        LINES: String(lines),
      });
      expect(await exited, stderr()).toBe(1);
      const logged = logLines(logFile);
      expect(logged.filter((line) => line.msg === 'before the crash')).toHaveLength(lines);
      expect(logged.at(-1)).toMatchObject({
        level: 60,
        msg: 'crashed',
        err: { message: 'an error nothing catches' },
      });
    },
    childLimitMs + 30_000,
  );

  describe('the server', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.drop());

    it(
      'writes its request lines and its last words before exiting on SIGTERM',
      async () => {
        const logFile = join(scratch, 'server.log');
        const { child, exited, stderr } = run('src/main.ts', logFile, {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: join(scratch, 'data'),
          DATABASE_URL: database.options.databaseUrl ?? '',
          APP_DIST_DIR: join(scratch, 'no-app'),
          LOG_LEVEL: 'info',
          LOG_SYNC: '',
        });
        let origin: string | undefined;
        const deadline = Date.now() + childLimitMs;
        while (!origin && Date.now() < deadline && child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const listening = logLines(logFile).find((line) =>
            line.msg.startsWith('Server listening'),
          );
          origin = (listening?.msg as string | undefined)?.match(/http:\/\/127\.0\.0\.1:\d+/)?.[0];
        }
        expect(origin, stderr()).toBeDefined();
        const requests = 50;
        for (let index = 0; index < requests; index++) {
          expect((await fetch(`${origin}/api/paginate/0/5`)).status).toBe(200);
        }
        child.kill('SIGTERM');
        expect(await exited, stderr()).toBe(0);

        const logged = logLines(logFile);
        expect(logged.filter((line) => line.msg === 'request completed')).toHaveLength(requests);
        // In the order logged: requests are numbered in base 36, so their ids only ever grow.
        const requestNumbers = logged.flatMap((line) =>
          typeof line.reqId === 'string'
            ? [Number.parseInt(line.reqId.replace('req-', ''), 36)]
            : [],
        );
        // One line each, whether Fastify or the fast lane answered it.
        expect(requestNumbers).toHaveLength(requests);
        expect(requestNumbers).toEqual(requestNumbers.toSorted((a, b) => a - b));
        // Logged just before process.exit: only the write at exit can have put it there.
        expect(logged.map((line) => line.msg).slice(-2)).toEqual([
          'SIGTERM: shutting down',
          'closed; exiting',
        ]);
      },
      childLimitMs + 30_000,
    );
  });
});
