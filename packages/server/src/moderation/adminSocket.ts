import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import type { Role } from '../db/schema';
import { setRole } from './service';

/**
 * `pnpm admin` while a server holds PGlite's data directory: PGlite has one owner process, so the
 * command asks that process over a unix socket in the directory, which only the directory's owner
 * may open (mode 0600; the socket never listens on the network). One JSON line each way.
 */
export interface AdminRequest {
  command: 'grant' | 'revoke';
  email: string;
}

/** The member whose role changed, or null when no member has the address. */
export type AdminAnswer = { member: { name: string; email: string } | null } | { error: string };

export const roleOf = (command: AdminRequest['command']): Role =>
  command === 'grant' ? 'moderator' : 'member';

/** Where the running server listens for the command line. */
export const adminSocketPath = (dataDir: string) => join(resolve(dataDir), 'admin.sock');

/** Unix socket paths are limited to about 107 bytes (sun_path); a deeper directory goes without. */
const maxSocketPathBytes = 100;

/** Listens for the command line; the caller closes it with the server. */
export async function listenForAdmin(
  dataDir: string,
  db: Database,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const path = adminSocketPath(dataDir);
  if (Buffer.byteLength(path) > maxSocketPathBytes) {
    log.warn(
      `admin socket: ${path} is too long for a unix socket; pnpm admin needs the server stopped`,
    );
    return { close: async () => {} };
  }
  // This process holds the directory's lock: a socket file there is a crashed server's.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      received += chunk;
      if (!received.includes('\n')) return;
      answer(received.slice(0, received.indexOf('\n'))).then(
        (reply) => socket.end(`${JSON.stringify(reply)}\n`),
        (error: unknown) => {
          log.error({ err: error }, 'admin socket: the command failed');
          socket.end(`${JSON.stringify({ error: String(error) } satisfies AdminAnswer)}\n`);
        },
      );
    });
  });
  async function answer(line: string): Promise<AdminAnswer> {
    const request = JSON.parse(line) as Partial<AdminRequest>;
    if (
      (request.command !== 'grant' && request.command !== 'revoke') ||
      typeof request.email !== 'string'
    ) {
      return { error: 'expected {"command": "grant" | "revoke", "email": "…"}' };
    }
    const member = await setRole(db, request.email, roleOf(request.command));
    log.info(`admin: ${request.command} ${request.email}: ${member ? 'done' : 'no such member'}`);
    return { member: member ? { name: member.name, email: member.email } : null };
  }
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Asks the server listening at `path`; undefined when none listens there (no socket file, or one
 * left by a server that is gone).
 */
export function askRunningServer(
  path: string,
  request: AdminRequest,
): Promise<AdminAnswer | undefined> {
  return new Promise((done, fail) => {
    const socket = createConnection(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('end', () => {
      try {
        done(JSON.parse(received) as AdminAnswer);
      } catch (error) {
        fail(error);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined);
      else fail(error);
    });
  });
}
