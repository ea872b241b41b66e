import { randomUUID } from 'node:crypto';
import { queueForMatching } from '../alerts/service';
import { notifyingWrite } from '../cache/boardChanges';
import { configFromEnv, type ServerConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/connect';
import { defaultMailFrom, mailDomain } from '../mail/mail';
import { createMailOutbox } from '../mail/outbox';
import {
  type AdminOutcome,
  type AdminRequest,
  adminCommands,
  adminSocketPath,
  askRunningServer,
  runAdminCommand,
} from './adminSocket';
import { createModerationService } from './service';

// `pnpm admin grant <email>` / `revoke <email>` / `unsuspend <email> [reason]`: names or unnames a
// moderator, or lifts a suspension, on the database the server would use (its environment:
// DATABASE_URL, else DATA_DIR). On PostgreSQL it connects like another instance; on PGlite it asks
// the running server (adminSocket.ts), and opens the data directory itself only when no server
// holds it. It says which way it went.

const usage =
  'Usage: pnpm admin grant <email> | pnpm admin revoke <email> | pnpm admin unsuspend <email> [reason]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The command, the address and an unsuspend's reason, or the usage and exit 1. */
function requested(args: string[]): AdminRequest {
  const [command, email, ...rest] = args.filter((arg) => arg !== '--');
  const known = adminCommands.find((name) => name === command);
  if (!known || !email || (known !== 'unsuspend' && rest.length > 0)) fail(usage);
  const reason = rest.join(' ').trim();
  return { command: known, email, ...(reason !== '' && { reason }) };
}

const request = requested(process.argv.slice(2));
const { command, email } = request;

/**
 * Runs the command on a database this process opens itself. A lifted suspension's mail waits in
 * the outbox for a server's sender; on PostgreSQL its change is told to the running servers (their
 * read caches drop what it touched) as another instance's would be.
 */
async function directly(config: ServerConfig): Promise<AdminOutcome> {
  const database = openDatabase(config);
  try {
    await database.migrate();
    const { db } = database;
    const moderation = createModerationService({
      db,
      changes: {
        write: config.databaseUrl
          ? notifyingWrite(db, `pnpm admin ${randomUUID()}`, () => {})
          : (work) => db.transaction((tx) => work(tx, () => {})),
      },
      outbox: createMailOutbox(
        mailDomain(config.mailFrom ?? defaultMailFrom(config.publicUrl)),
        () => {},
      ),
      origin: () => config.publicUrl ?? `http://localhost:${config.port}`,
      publicUrl: config.publicUrl,
      // Matched by a running server's alert mailer, which looks for postings in line.
      alerts: { queue: queueForMatching, nudge: () => {} },
      supportEmail: config.supportEmail,
    });
    return await runAdminCommand(db, moderation, request);
  } finally {
    await database.close();
  }
}

/** What the command line says of a command that did what it was asked. */
function saidOf({ name, email: address }: { name: string; email: string }, postings = 0): string {
  const member = `${name} <${address}>`;
  if (command === 'grant') return `${member} is now a moderator`;
  if (command === 'revoke') return `${member} is no longer a moderator`;
  const back =
    postings === 1 ? '1 posting is back as it was' : `${postings} postings are back as they were`;
  return `${member} is no longer suspended; ${back}`;
}

try {
  const config = configFromEnv();
  let answer: Awaited<ReturnType<typeof askRunningServer>>;
  let way: string;
  if (config.databaseUrl) {
    way = 'on PostgreSQL (DATABASE_URL); running servers see it on their next request';
    answer = await directly(config);
  } else {
    const socket = adminSocketPath(config.dataDir ?? './data');
    answer = await askRunningServer(socket, request);
    way = `through the running server (${socket}); in effect at once`;
    if (answer === undefined) {
      way = `directly in the data directory ${config.dataDir} (no server is running on it)`;
      answer = await directly(config);
    }
  }
  if ('error' in answer) fail(`The server refused the command: ${answer.error}`);
  if (!answer.member) fail(`No member has the address ${email}. Nothing changed.`);
  if (!answer.done) {
    fail(`${answer.member.name} <${answer.member.email}> is not suspended. Nothing changed.`);
  }
  console.log(`${saidOf(answer.member, answer.postings)}: done ${way}.`);
} catch (error) {
  fail(error instanceof DataDirLockedError ? error.message : String(error));
}
