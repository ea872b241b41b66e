import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startServerProcess, stopServerProcesses } from './resilience/serverProcess';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test/databases';
import { waitFor } from './test/waitFor';

let scratch: string;
let database: TestDatabase;
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'job-data-dir-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await stopServerProcesses();
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Every path under `root` (itself included) with its permission bits; links are not followed. */
function modes(root: string): { path: string; mode: number; directory: boolean }[] {
  const stats = lstatSync(root);
  const here = { path: root, mode: stats.mode & 0o777, directory: stats.isDirectory() };
  if (!here.directory) return [here];
  return [here, ...readdirSync(root).flatMap((name) => modes(join(root, name)))];
}

/** What others could reach under `root`: a directory other than 0700, a file with group or
 * other bits. */
const loose = (root: string) =>
  modes(root)
    .filter(({ mode, directory }) => (directory ? mode !== 0o700 : (mode & 0o077) !== 0))
    .map(({ path, mode }) => `${relative(root, path) || '.'} ${mode.toString(8)}`);

/** Where `pnpm start` puts things: in DATA_DIR, with PGlite's files there unless on PostgreSQL. */
const dataDir = () => join(scratch, 'data');
const env = () => ({
  DATA_DIR: dataDir(),
  DATABASE_URL: database.options.databaseUrl ?? '',
  // Its warnings and the rest: the test reads what it says of the data directory.
  LOG_LEVEL: 'info',
});

describe('the data directory', () => {
  it("is created 0700 by `pnpm start`, and all it holds is its owner's only, mail with live links and the database included", async () => {
    const server = await startServerProcess(env());
    onTestFinished(() => server.stop());
    const { email } = await server.signUp();
    expect((await server.request('/api/password/forgot', { json: { email } })).status).toBe(202);
    // A reset link, written to a file (no SMTP_URL), as the log says.
    const mailDir = join(dataDir(), 'mail');
    await waitFor(
      async () => (existsSync(mailDir) ? readdirSync(mailDir) : []),
      (names) => names.some((name) => name.startsWith('passwordReset-')),
      30_000,
    ).catch(() => {
      throw new Error(`No reset mail in ${mailDir}:\n${server.output()}`);
    });
    const held = modes(dataDir()).map(({ path }) => relative(dataDir(), path));
    if (testDatabaseKind() === 'pglite') {
      expect(held).toContain('admin.sock');
      // PGlite's cluster: a thousand files or so.
      expect(held.filter((path) => path.startsWith('pgdata/')).length).toBeGreaterThan(500);
    }
    expect(lstatSync(dataDir()).mode & 0o777).toBe(0o700);
    expect(loose(dataDir())).toEqual([]);
    await server.stop();
    // And at rest.
    expect(loose(dataDir())).toEqual([]);
  }, 240_000);

  it('left loose by an earlier server or a chmod, is tightened at start, with a warning', async () => {
    for (const { path, directory } of modes(dataDir())) chmodSync(path, directory ? 0o777 : 0o666);
    expect(loose(dataDir()).length).toBeGreaterThan(2);
    const server = await startServerProcess(env());
    onTestFinished(() => server.stop());
    expect(server.output()).toMatch(
      /"level":40,.*"msg":"Data directory .*: \d+ files and directories others could reach are now its owner's only \(0600, 0700\)"/,
    );
    expect(loose(dataDir())).toEqual([]);
    await server.stop();
    expect(loose(dataDir())).toEqual([]);
  }, 240_000);
});
