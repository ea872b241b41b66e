/**
 * The mail path of one server process, as buildApp starts it:
 *
 *   const mail = createMail(db, config, log, writeLetters, inTurn?);  // AppConfig: MailSettings,
 *                                              // dataDir, publicUrl; alerts/letters.ts; the claims'
 *                                              // turns among the requests (yieldToRequests.ts)
 *   mail.outbox                                // the MailOutbox (outbox.ts), usable at once
 *   mail.start()                               // sending starts (onReady)
 *   await mail.stop()                          // before the database closes
 */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import addressparser from 'nodemailer/lib/addressparser';
import type { Database } from '../db/connect';
import type { RunInTurn } from '../yieldToRequests';
import { createMailOutbox, type MailOutbox } from './outbox';
import { createMailSender, type LetterWriter, type MailSenderOptions } from './sender';
import { createMailTransport } from './transport';

/** The mail part of AppConfig. */
export interface MailSettings {
  /**
   * Where mail goes: `smtp://user:password@host:587` or `smtps://…` (SMTP_URL). Without it each
   * message is written as an .eml file in the data directory's `mail` folder (without a data
   * directory, in a temporary folder removed on close), and logged with its path.
   */
  smtpUrl?: string | undefined;
  /** The From of every message (MAIL_FROM); `Job <no-reply@PUBLIC_URL's host or localhost>`. */
  mailFrom?: string | undefined;
  /** The sender's timings; lower only in tests. */
  mailSender?: Partial<MailSenderOptions>;
}

export interface Mail {
  outbox: MailOutbox;
  /** Starts sending what is due, now and as it comes. */
  start(): void;
  /** Stops claiming and waits for the sends in flight. */
  stop(): Promise<void>;
  /** The sender's looks for due mail so far (MailSender.rounds). */
  readonly rounds: number;
}

export function createMail(
  db: Database,
  config: MailSettings & { dataDir?: string | undefined; publicUrl?: string | undefined },
  log: FastifyBaseLogger,
  writeLetters: LetterWriter,
  inTurn?: RunInTurn,
): Mail {
  const from = config.mailFrom ?? defaultMailFrom(config.publicUrl);
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from,
    directory: config.dataDir === undefined ? undefined : join(config.dataDir, 'mail'),
    log,
  });
  const sender = createMailSender(db, transport, log, writeLetters, config.mailSender, inTurn);
  return {
    outbox: createMailOutbox(mailDomain(from), sender.wake),
    start: sender.start,
    stop: sender.stop,
    get rounds() {
      return sender.rounds;
    },
  };
}

export function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl === undefined ? 'localhost' : new URL(publicUrl).hostname;
  return `Job <no-reply@${host}>`;
}

/** The address of a From header (`Job <no-reply@jobs.example.com>`), or undefined if none. */
export function mailAddress(from: string): string | undefined {
  const [first, ...others] = addressparser(from, { flatten: true });
  const address = first?.address;
  return others.length === 0 && address && /^[^@\s]+@[^@\s]+$/.test(address) ? address : undefined;
}

/** The domain of a From header's address, which ends every Message-ID. */
export function mailDomain(from: string): string {
  const address = mailAddress(from);
  if (address === undefined) throw new Error(`Not a From address: ${from}`);
  return address.slice(address.indexOf('@') + 1);
}
