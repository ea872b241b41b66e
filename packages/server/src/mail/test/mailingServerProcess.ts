import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cleanUpIfTestsDie } from '../../resilience/watchdog';

const serverPackage = fileURLToPath(new URL('../../..', import.meta.url));

export interface MailingServerProcess {
  /** Rejects, with what it printed, if the process ends before `work` is done. */
  whileRunning<T>(work: Promise<T>): Promise<T>;
  /** Sends the signal and resolves once the process has ended (SIGKILL after 10 s). */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** mailingServer.ts in a process of its own (Node with tsx, so a signal reaches the server). */
export function startMailingServer(env: NodeJS.ProcessEnv): MailingServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/mail/test/mailingServer.ts'], {
    cwd: serverPackage,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
  return {
    whileRunning: (work) =>
      Promise.race([
        work,
        ended.then(() => {
          throw new Error(`The server process ended:\n${output}`);
        }),
      ]),
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(killer);
      callOffWatchdog();
    },
  };
}
