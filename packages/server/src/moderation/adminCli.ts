import { configFromEnv } from '../config';
import { DataDirLockedError, openDatabase } from '../db/connect';
import {
  type AdminAnswer,
  type AdminRequest,
  adminSocketPath,
  askRunningServer,
  roleOf,
} from './adminSocket';
import { setRole } from './service';

// `pnpm admin grant <email>` / `pnpm admin revoke <email>`: names or unnames a moderator, on the
// database the server would use (its environment: DATABASE_URL, else DATA_DIR). On PostgreSQL it
// connects like another instance; on PGlite it asks the running server (adminSocket.ts), and opens
// the data directory itself only when no server holds it. It says which way it went.

const usage = 'Usage: pnpm admin grant <email> | pnpm admin revoke <email>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The command and the address, or the usage and exit 1. */
function requested(args: string[]): AdminRequest {
  const [command, email, ...rest] = args.filter((arg) => arg !== '--');
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) fail(usage);
  return { command, email };
}

const request = requested(process.argv.slice(2));
const { command, email } = request;

/** Changes the role on a database this process opens itself; `where` says which. */
async function directly(config: ReturnType<typeof configFromEnv>): Promise<AdminAnswer> {
  const database = openDatabase(config);
  try {
    await database.migrate();
    const member = await setRole(database.db, email, roleOf(command));
    return { member: member ? { name: member.name, email: member.email } : null };
  } finally {
    await database.close();
  }
}

try {
  const config = configFromEnv();
  let answer: AdminAnswer | undefined;
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
  const { name, email: address } = answer.member;
  console.log(
    command === 'grant'
      ? `${name} <${address}> is now a moderator: done ${way}.`
      : `${name} <${address}> is no longer a moderator: done ${way}.`,
  );
} catch (error) {
  fail(error instanceof DataDirLockedError ? error.message : String(error));
}
