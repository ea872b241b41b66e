import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@job/machine';
import { cleanUpIfTestsDie } from './watchdog.ts';

/** Debian's PostgreSQL 15 programs: initdb and pg_ctl. */
export const postgresBin = '/usr/lib/postgresql/15/bin';

export function postgresBinariesExist(): boolean {
  return existsSync(join(postgresBin, 'initdb')) && existsSync(join(postgresBin, 'pg_ctl'));
}

const run = promisify(execFile);

export interface PostgresCluster {
  /** The `postgres` database of this cluster, trust authentication. */
  url: string;
  /** Starts it (again), waiting until it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every backend ends at once, as in a crash. */
  stopImmediately(): Promise<void>;
  /** Sends a signal to the postmaster and every backend (SIGSTOP freezes it, SIGCONT thaws it). */
  signal(signal: 'SIGSTOP' | 'SIGCONT'): Promise<void>;
  /** Stops it and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL of the test's own: its own data directory and port, so it can be stopped and
 * started without touching anyone else's database. initdb refuses to run as root, so as root the
 * programs run as the `postgres` user, in a directory that user owns.
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const directory = mkdtempSync(join(tmpdir(), 'job-postgres-'));
  const dataDir = join(directory, 'data');
  const pidFile = join(dataDir, 'postmaster.pid');
  const asRoot = process.getuid?.() === 0;
  const pgCommand = (program: string, args: string[]) => {
    const command = join(postgresBin, program);
    return asRoot ? ['runuser', '-u', 'postgres', '--', command, ...args] : [command, ...args];
  };
  const pgProgram = (program: string, args: string[]) => {
    const [file, ...argv] = pgCommand(program, args) as [string, ...string[]];
    return run(file, argv, { timeout: 60_000 });
  };
  const stopArgs = ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'];
  const port = await freePort();

  const processes = async (): Promise<number[]> => {
    if (!existsSync(pidFile)) return [];
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).catch(() => ({
      stdout: '',
    }));
    return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)];
  };
  const signal = async (name: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of await processes()) process.kill(pid, name);
  };
  const stop = async () => {
    // Its pid file, not a flag of ours: a start that timed out may still have left it running.
    if (!existsSync(pidFile)) return;
    await signal('SIGCONT'); // a frozen PostgreSQL would not act on the stop
    await pgProgram('pg_ctl', stopArgs);
  };

  try {
    if (asRoot) {
      const [uid, gid] = await Promise.all(
        ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)),
      );
      chownSync(directory, uid as number, gid as number);
    }
    await pgProgram('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const callOffWatchdog = cleanUpIfTestsDie(
    `${pgCommand('pg_ctl', stopArgs).map(shellQuote).join(' ')}; rm -rf ${shellQuote(directory)}`,
  );
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const options = [
        `-p ${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories='${directory}'`,
        // A test database: durability against a power cut is not what is tested here.
        '-c fsync=off',
      ].join(' ');
      const log = join(directory, 'postgres.log');
      await pgProgram('pg_ctl', [
        'start',
        '-D',
        dataDir,
        '-w',
        '-t',
        '60',
        '-l',
        log,
        '-o',
        options,
      ]);
    },
    stopImmediately: stop,
    signal,
    async destroy() {
      await stop().catch(() => {});
      rmSync(directory, { recursive: true, force: true });
      callOffWatchdog();
    },
  };
}

function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
