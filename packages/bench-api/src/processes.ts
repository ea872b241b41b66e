import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

// Children run TypeScript through the tsx loader directly (no pnpm or tsx CLI in between), so a
// signal sent to a child reaches the program itself.
export const tsxLoader = import.meta.resolve('tsx');

export interface Child {
  process: ChildProcess;
  /** What it printed, stdout and stderr interleaved, to show when it fails. */
  output(): string;
  /** Resolves with the exit code once it has ended (signal endings count as 1). */
  exited: Promise<number>;
  /** SIGTERM, then SIGKILL if it has not ended within five seconds; resolves once it has ended. */
  stop(): Promise<void>;
}

export interface ChildOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Show its output as it comes (the seed's progress) instead of only keeping it. */
  inherit?: boolean;
  /** Standard output into this file (a server's log lines), instead of kept in memory. */
  stdoutFile?: string;
}

const running = new Set<Child>();
let stopping = false;
let announce: (pid: number) => void = () => {};

/** Tells `listener` the id of every process started from now on. */
export function announceStarts(listener: (pid: number) => void): void {
  announce = listener;
}

/** Starts `node [--import tsx] script ...args`, tracked so that stopAll() can end it. */
export function startNode(script: string, args: string[], options: ChildOptions): Child {
  if (stopping) throw new Error('The bench is stopping: no new processes.');
  const execArgv = script.endsWith('.ts') ? ['--import', tsxLoader] : [];
  const logFile = options.stdoutFile ? openSync(options.stdoutFile, 'a') : undefined;
  const child = spawn(process.execPath, [...execArgv, script, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: [
      'ignore',
      logFile ?? (options.inherit ? 'inherit' : 'pipe'),
      options.inherit ? 'inherit' : 'pipe',
    ],
  });
  if (logFile !== undefined) closeSync(logFile); // the child has its own copy
  if (child.pid) announce(child.pid);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      output += String(error);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  const handle: Child = {
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
  running.add(handle);
  exited.then(() => running.delete(handle));
  return handle;
}

/** Ends every child still running, together, and refuses to start more. */
export async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all([...running].map((child) => child.stop()));
}

/** Runs a child to its end; a non-zero exit throws with what it printed. */
export async function runToEnd(name: string, child: Child): Promise<string> {
  const code = await child.exited;
  if (code !== 0) throw new Error(`${name} exited with ${code}:\n${child.output()}`);
  return child.output();
}

/** Waits until `url` answers 2xx (or `status`), failing early if the server exits. */
export async function waitUntilAnswering(
  url: string,
  server: Child,
  name: string,
  status?: number,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  let ended = false;
  server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${name} exited before answering:\n${server.output()}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => (status === undefined ? response.ok : response.status === status),
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within 60 s:\n${server.output()}`);
}
