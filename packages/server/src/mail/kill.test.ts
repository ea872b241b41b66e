import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MailCatcher, startMailCatcher } from '@job/machine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseOptions, openDatabase } from '../db/connect';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/databases';
import { createMailOutbox } from './outbox';
import { type MailingServerProcess, startMailingServer } from './test/mailingServerProcess';
import {
  outboxRows,
  queueMessages,
  quickSender,
  receiptsById,
  waitForDistinct,
} from './test/outboxTesting';

const messages = 200;
/** The kill comes once the catcher holds this many, with the rest still to send. */
const receivedBeforeKill = 50;

let catcher: MailCatcher;
let database: TestDatabase;
/** PGlite's directory, or the PostgreSQL database of the file. */
let place: DatabaseOptions;
const servers: MailingServerProcess[] = [];

beforeAll(async () => {
  // A slow mail server: several messages are always between "received" and "accepted".
  catcher = await startMailCatcher({ delayMs: 20 });
  database = await createTestDatabase();
  place =
    testDatabaseKind() === 'pglite'
      ? { dataDir: mkdtempSync(join(tmpdir(), 'job-mail-kill-')) }
      : database.options;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await catcher?.close();
  await database?.drop();
  if (place?.dataDir) rmSync(place.dataDir, { recursive: true, force: true });
});

/** Opens the database in this process for `work`; a PGlite directory is the servers' again after. */
async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) {
  const handle = openDatabase(place);
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

function startServer() {
  const server = startMailingServer({
    ...(place.dataDir ? { DATA_DIR: place.dataDir } : { DATABASE_URL: place.databaseUrl }),
    SMTP_URL: catcher.url,
    TEST_MAIL_SENDER: JSON.stringify({ ...quickSender, leaseMs: 1500 }),
  });
  servers.push(server);
  return server;
}

it('delivers every message through a kill -9 mid-send: each Message-ID at least once, at most twice', async () => {
  const queued = await withDatabase(async (db) => {
    await queueMessages(
      db,
      createMailOutbox('jobs.example.com', () => {}),
      messages,
    );
    return (await outboxRows(db)).map((row) => row.messageId);
  });

  const first = startServer();
  await first.whileRunning(waitForDistinct(catcher, receivedBeforeKill, 60_000));
  await first.stop('SIGKILL');
  // Otherwise the kill came after the work and proved nothing.
  expect(receiptsById(catcher).size).toBeLessThan(messages);

  const second = startServer();
  await second.whileRunning(waitForDistinct(catcher, messages, 60_000));
  await second.stop('SIGTERM');

  const receipts = receiptsById(catcher);
  expect([...receipts.keys()].sort()).toEqual([...queued].sort());
  expect(Math.max(...receipts.values())).toBeLessThanOrEqual(2);
  const rows = await withDatabase(outboxRows);
  expect(rows.filter((row) => row.status !== 'sent' || row.recipient !== '')).toEqual([]);
  // The messages in flight at the kill were claimed again once their lease ran out.
  expect(rows.some((row) => row.attempts === 2)).toBe(true);
  for (const row of rows) {
    if (receipts.get(row.messageId) === 2) expect(row.attempts).toBe(2);
  }
}, 180_000);
