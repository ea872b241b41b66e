/**
 * Takes away what the bench made, even when the bench itself is killed: under `pnpm bench:api`,
 * Ctrl-C can end the bench's whole process group with SIGKILL before its own cleaning up is done.
 * The bench starts this detached (a process group of its own, out of the terminal's reach), tells
 * it each process, directory and database as it makes them, and asks it to clean; if the bench's
 * IPC channel closes first, it cleans up anyway.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';

export type JanitorMessage =
  | { process: number }
  | { directory: string }
  | { database: { adminUrl: string; name: string } }
  | { clean: true };

const processes = new Set<number>();
const directories = new Set<string>();
const databases = new Map<string, string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL after five seconds. */
async function end(pid: number): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (isRunning(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

async function drop(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    // FORCE ends the sessions of a server that is still shutting down.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function clean(): Promise<void> {
  await Promise.all([...processes].map(end));
  const drops = [...databases].map(([name, adminUrl]) => drop(adminUrl, name));
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  for (const result of await Promise.allSettled(drops)) {
    if (result.status === 'rejected') console.error('Dropping a database failed:', result.reason);
  }
  processes.clear();
  directories.clear();
  databases.clear();
}

process.on('message', (message: JanitorMessage) => {
  if ('process' in message) processes.add(message.process);
  else if ('directory' in message) directories.add(message.directory);
  else if ('database' in message) databases.set(message.database.name, message.database.adminUrl);
  else clean().then(() => process.send?.('clean'));
});
process.on('disconnect', () => {
  clean().finally(() => process.exit(0));
});
