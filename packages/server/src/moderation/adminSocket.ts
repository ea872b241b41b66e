import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { memberByEmail, setRole } from './roles';
import type { ModerationService } from './service';

/**
 * `pnpm admin` while a server holds PGlite's data directory: PGlite has one owner process, so the
 * command asks that process over a unix socket in the directory, which only the directory's owner
 * may open (mode 0600; the socket never listens on the network). One JSON line each way.
 */
export interface AdminRequest {
  command: 'grant' | 'revoke' | 'unsuspend';
  email: string;
  /** Why a suspension is lifted, told to the member; none from `pnpm admin unsuspend` alone. */
  reason?: string | undefined;
}

/**
 * The member the command named (null when no member has the address), whether it changed
 * anything (an unsuspend of a member not suspended does not), and how many postings a lifted
 * suspension gave back.
 */
export interface AdminOutcome {
  member: { name: string; email: string } | null;
  done: boolean;
  postings?: number;
}

/** What the running server answers: the outcome, or why it could not run the command. */
export type AdminAnswer = AdminOutcome | { error: string };

export const adminCommands = ['grant', 'revoke', 'unsuspend'] as const;

const isAdminRequest = (request: Partial<AdminRequest>): request is AdminRequest =>
  adminCommands.includes(request.command as AdminRequest['command']) &&
  typeof request.email === 'string' &&
  (request.reason === undefined || typeof request.reason === 'string');

/** Runs a command on the database: in the running server (the socket) or in the command line. */
export async function runAdminCommand(
  db: Database,
  moderation: ModerationService,
  { command, email, reason }: AdminRequest,
): Promise<AdminOutcome> {
  if (command !== 'unsuspend') {
    const member = await setRole(db, email, command === 'grant' ? 'moderator' : 'member');
    return { member: member ? { name: member.name, email: member.email } : null, done: !!member };
  }
  const member = await memberByEmail(db, email);
  if (!member) return { member: null, done: false };
  const named = { name: member.name, email: member.email };
  const lifted = await moderation.unsuspend(member.id, reason ?? null, 'command line');
  return typeof lifted === 'string'
    ? { member: named, done: false }
    : { member: named, done: true, postings: lifted.postings };
}

/** Where the running server listens for the command line. */
export const adminSocketPath = (dataDir: string) => join(resolve(dataDir), 'admin.sock');

/** Unix socket paths are limited to about 107 bytes (sun_path); a deeper directory goes without. */
const maxSocketPathBytes = 100;

/** Listens for the command line; the caller closes it with the server. */
export async function listenForAdmin(
  dataDir: string,
  db: Database,
  moderation: ModerationService,
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
    if (!isAdminRequest(request)) {
      return {
        error:
          'expected {"command": "grant" | "revoke" | "unsuspend", "email": "…", "reason"?: "…"}',
      };
    }
    const outcome = await runAdminCommand(db, moderation, request);
    const said = !outcome.member ? 'no such member' : outcome.done ? 'done' : 'nothing to do';
    log.info(`admin: ${request.command} ${request.email}: ${said}`);
    return outcome;
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
