import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { EmailKind } from '@job/emails';
import { freePort, type MailCatcher, startMailCatcher } from '@job/machine';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { type OutboxRow, outbox } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { startServer, type TestServer } from '../test/server';
import { createMail, type Mail, type MailSettings } from './mail';
import { createMailOutbox } from './outbox';
import { defaultMailSenderOptions } from './sender';
import { outboxRows, quickSender, testMessage } from './test/outboxTesting';

// One database for the file; each test starts a mail path of its own on it and empties the outbox.
let database: TestDatabase;
let handle: DatabaseHandle;
let mail: Mail | undefined;
let catcher: MailCatcher | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.options);
  await handle.migrate();
});
async function stopMail() {
  await mail?.stop();
  mail = undefined;
}

afterEach(async () => {
  await stopMail();
  await catcher?.close();
  catcher = undefined;
  await handle.db.delete(outbox);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

interface LogLine {
  level: number;
  msg: string;
  messageId?: string;
  kind?: string;
  retryInMs?: number;
}

/** Logger options whose lines (from info up) land in the answered array. */
function capturedLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: { level: 'info', stream }, lines };
}

/** A mail path of this process on the file's database, with the test's timings and settings. */
function startMailWith(settings: MailSettings & { dataDir?: string; publicUrl?: string }) {
  const { logger, lines } = capturedLog();
  const log = pino(logger, logger.stream);
  mail = createMail(
    handle.db,
    { ...settings, mailSender: { ...quickSender, ...settings.mailSender } },
    log,
    // These tests queue written mail only; alert mail is alerts/alertMail.test.ts's.
    () => {
      throw new Error('no alert mail here');
    },
  );
  mail.start();
  return { outbox: mail.outbox, lines };
}

const mailingTo = (smtpUrl: string, sender: MailSettings['mailSender'] = {}) =>
  startMailWith({ smtpUrl, mailSender: sender });

async function queueOne(
  { outbox: mailOutbox }: { outbox: Mail['outbox'] },
  label: string,
  to = 'ayse@example.com',
) {
  await mailOutbox.queue(handle.db, { kind: 'passwordReset', to, message: testMessage(label) });
  mailOutbox.nudge();
}

/** Queues a test message on the server's own database, and nudges its sender. */
async function queueOnServer(server: TestServer, label: string, kind: EmailKind = 'passwordReset') {
  const { mailOutbox, database } = server.app;
  await mailOutbox.queue(database.db, {
    kind,
    to: 'ayse@example.com',
    message: testMessage(label),
  });
  mailOutbox.nudge();
}

async function onlyRow(): Promise<OutboxRow> {
  const rows = await outboxRows(handle.db);
  expect(rows).toHaveLength(1);
  return rows[0] as OutboxRow;
}

async function waitForStatus(status: 'sent' | 'failed'): Promise<OutboxRow> {
  await vi.waitFor(async () => expect((await onlyRow()).status).toBe(status), {
    timeout: 10_000,
    interval: 50,
  });
  return onlyRow();
}

/** Five more looks at the outbox, past the longest backoff: whatever would be sent again has been. */
async function settle() {
  const sending = mail;
  if (!sending) throw new Error('No mail path runs');
  const from = sending.rounds;
  await vi.waitFor(() => expect(sending.rounds).toBeGreaterThanOrEqual(from + 5), {
    timeout: 10_000,
    interval: 20,
  });
}

const warnings = (lines: LogLine[]) => lines.filter((line) => line.level === 40);

describe('over SMTP', () => {
  it('delivers a message once after "try later" (4xx), and the sent row keeps nothing of the member', async () => {
    catcher = await startMailCatcher();
    catcher.answerNext(451, 2);
    await queueOne(mailingTo(catcher.url), 'reset');

    const caught = await catcher.waitFor((each) => each.subject === 'Test reset');
    expect(caught).toMatchObject({
      from: 'no-reply@localhost',
      to: 'ayse@example.com',
      text: 'Message reset',
    });
    expect(caught.html).toContain('<p>Message reset</p>');
    expect(caught.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    const row = await waitForStatus('sent');
    expect(row).toMatchObject({
      messageId: caught.messageId,
      attempts: 3,
      recipient: '',
      subject: '',
      html: '',
      text: '',
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    await settle();
    expect(catcher.messages()).toHaveLength(1);
  });

  it('keeps a message refused for good (5xx) as failed, with the answer, and never sends it again', async () => {
    catcher = await startMailCatcher();
    catcher.answerNext(550);
    const sending = mailingTo(catcher.url);
    await queueOne(sending, 'refused');

    const row = await waitForStatus('failed');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/^550\b.*Mailbox unavailable/);
    // Kept whole, for whoever looks into why it failed.
    expect(row.recipient).toBe('ayse@example.com');
    await settle();
    expect((await onlyRow()).attempts).toBe(1);
    expect(catcher.messages()).toEqual([]);
    expect(warnings(sending.lines)).toMatchObject([
      { messageId: row.messageId, kind: 'passwordReset' },
    ]);
  });

  it('gives up on a message the server keeps deferring after the last attempt, with the reason', async () => {
    catcher = await startMailCatcher();
    catcher.answerNext(451, 100);
    const sending = mailingTo(catcher.url, { maxAttempts: 3 });
    await queueOne(sending, 'deferred');

    const row = await waitForStatus('failed');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/^451\b.*Try again later.*gave up after 3 attempts/);
    await settle();
    expect((await onlyRow()).attempts).toBe(3);
    expect(warnings(sending.lines)).toHaveLength(3);
  });

  it('keeps as failed, unsent, a message whose every attempt died mid-send', async () => {
    catcher = await startMailCatcher();
    // As three senders killed in turn would leave it: claimed three times, never recorded. Queued
    // before the sender starts, whose first claim would otherwise take it as it comes.
    await createMailOutbox('localhost', () => {}).queue(handle.db, {
      kind: 'passwordReset',
      to: 'ayse@example.com',
      message: testMessage('doomed'),
    });
    await handle.db.update(outbox).set({ attempts: 3 });
    mailingTo(catcher.url, { pollMs: 60_000, maxAttempts: 3 });

    const row = await waitForStatus('failed');
    expect(row.lastError).toBe('gave up after 3 attempts that never finished');
    expect(catcher.messages()).toEqual([]);
  });

  it('retries a refused connection with a growing wait, and delivers once the mail server runs', async () => {
    const port = await freePort();
    const sending = mailingTo(`smtp://127.0.0.1:${port}`, { maxAttempts: 50 });
    await queueOne(sending, 'later');

    const waits = () => sending.lines.flatMap((line) => line.retryInMs ?? []);
    await vi.waitFor(() => expect(waits().length).toBeGreaterThanOrEqual(5), {
      timeout: 10_000,
      interval: 50,
    });
    expect(waits().slice(0, 5)).toEqual([50, 100, 200, 400, 400]);
    const waiting = await onlyRow();
    expect(waiting.status).toBe('pending');
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);

    catcher = await startMailCatcher({ port });
    const caught = await catcher.waitFor((each) => each.subject === 'Test later');
    expect((await waitForStatus('sent')).messageId).toBe(caught.messageId);
    await settle();
    expect(catcher.messages()).toHaveLength(1);
  });

  it('sends nothing for a change that rolled back, and what a committed one queued', async () => {
    catcher = await startMailCatcher();
    const { outbox: mailOutbox } = mailingTo(catcher.url);
    const change = (label: string) =>
      handle.db.transaction(async (tx) => {
        await mailOutbox.queue(tx, {
          kind: 'verifyAddress',
          to: 'ayse@example.com',
          message: testMessage(label),
        });
        if (label === 'rolled back') throw new Error('the change failed');
      });

    await expect(change('rolled back')).rejects.toThrow('the change failed');
    mailOutbox.nudge();
    await change('committed');
    mailOutbox.nudge();

    await catcher.waitFor((each) => each.subject === 'Test committed');
    await waitForStatus('sent');
    await settle();
    expect(catcher.messages().map((each) => each.subject)).toEqual(['Test committed']);
  });
});

describe('shutting down', () => {
  it('stops within its wait while the mail server holds a send, says so, and logs no error for it', async () => {
    // Keeps each message it receives a minute before answering, as a mail server that stalls.
    catcher = await startMailCatcher({ delayMs: 60_000 });
    const { logger, lines } = capturedLog();
    const server = await startServer({ logger, smtpUrl: catcher.url, mailSender: quickSender });
    await queueOnServer(server, 'held');
    await catcher.waitFor((each) => each.subject === 'Test held');

    const startedAt = Date.now();
    // Fastify ends a close hook as failed after 10 s: the sender's wait must end first.
    await server.close();
    const tookMs = Date.now() - startedAt;
    expect(tookMs).toBeGreaterThanOrEqual(defaultMailSenderOptions.stopWaitMs - 50);
    expect(tookMs).toBeLessThan(10_000);
    // The mail's own warnings: on a busy machine the server may warn of other things (a slow close).
    expect(warnings(lines).filter((line) => line.msg.startsWith('mail:'))).toMatchObject([
      {
        msg: 'mail: stopped with sends still on their way; each goes again once its lease is over',
      },
    ]);
    // The held send fails as the mail server goes. Its record cannot be written, the database
    // being closed, and the sender logs no error for it: its stop said so.
    await catcher.close();
    catcher = undefined;
    const failed = 'mail: not delivered yet; will retry';
    await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContain(failed), {
      timeout: 10_000,
      interval: 50,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('without SMTP_URL', () => {
  const written = /^Mail "(.+)" to (\S+) written to (\/.+\.eml)$/;
  const fileOf = (line: LogLine | undefined) => written.exec(line?.msg ?? '')?.[3] ?? '';

  it("writes each message as an .eml file in the data directory's mail folder, logged in one line", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'job-mail-test-'));
    try {
      const sending = startMailWith({ dataDir, publicUrl: 'https://jobs.example.com' });
      await queueOne(sending, 'one', 'one@example.com');
      await queueOne(sending, 'two', 'two@example.com');
      const rows = await vi.waitFor(
        async () => {
          const all = await outboxRows(handle.db);
          expect(all.map((row) => row.status)).toEqual(['sent', 'sent']);
          return all;
        },
        { timeout: 10_000, interval: 50 },
      );

      const lines = sending.lines.filter((line) => written.test(line.msg));
      expect(lines.map((line) => written.exec(line.msg)?.slice(1, 3)).sort()).toEqual([
        ['Test one', 'one@example.com'],
        ['Test two', 'two@example.com'],
      ]);
      for (const line of lines) {
        expect(line).toMatchObject({ level: 30, kind: 'passwordReset' });
        const row = rows.find((each) => each.messageId === line.messageId);
        const label = line.msg.includes('Test one') ? 'one' : 'two';
        const file = fileOf(line);
        expect(file.startsWith(join(dataDir, 'mail/'))).toBe(true);
        const message = readFileSync(file, 'utf8');
        expect(message).toContain(`Message-ID: ${row?.messageId}`);
        expect(row?.messageId).toMatch(/@jobs\.example\.com>$/);
        expect(message).toContain(`Subject: Test ${label}`);
        expect(message).toContain(`To: ${label}@example.com`);
        expect(message).toContain('From: Job <no-reply@jobs.example.com>');
        expect(message).toContain(`Message ${label}`);
      }
      await stopMail();
      expect(existsSync(fileOf(lines[0])), 'kept after the server stops').toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes them to a temporary folder, gone with the server, when the database is in memory', async () => {
    const { logger, lines } = capturedLog();
    const server = await startServer({ logger, mailSender: quickSender });
    try {
      await queueOnServer(server, 'goodbye', 'accountDeleted');
      const line = await vi.waitFor(
        () => {
          const found = lines.find((each) => written.test(each.msg));
          expect(found).toBeDefined();
          return found;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(existsSync(fileOf(line))).toBe(true);
      expect(fileOf(line).startsWith(tmpdir())).toBe(true);
    } finally {
      await server.close();
    }
    expect(existsSync(fileOf(lines.find((each) => written.test(each.msg))))).toBe(false);
  });
});
