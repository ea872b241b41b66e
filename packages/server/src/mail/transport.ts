/**
 * Where the sender hands each message (nodemailer):
 *
 *   createMailTransport({ smtpUrl?, from, directory, log }): MailTransport
 *   transport.send(mail: OutgoingMail): Promise<void>   // rejects with the send's error
 *   sendFailure(error): { permanent, reason }           // how the sender treats that error
 *
 * With an SMTP URL, over SMTP (a connection per message). Without one, each message is written as
 * an `.eml` file in `directory` and logged in one line, so `pnpm start` needs no mail server.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';

/** One message as the outbox holds it. */
export interface OutgoingMail {
  /** `<uuid@domain>`, the same on every attempt. */
  messageId: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Headers of its own kind (List-Unsubscribe); null for none. */
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  /** Resolves once the message is accepted (or written); rejects with the reason it was not. */
  send(mail: OutgoingMail): Promise<void>;
  /** Frees what it holds (a temporary directory of written messages); sends have finished. */
  close(): Promise<void>;
}

export interface MailTransportOptions {
  /** `smtp://user:password@host:587` or `smtps://…`; without it messages are written to files. */
  smtpUrl?: string | undefined;
  /** The From header: `Job <no-reply@jobs.example.com>`. */
  from: string;
  /** Where the files go without an SMTP URL; a temporary directory (removed on close) without. */
  directory?: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Bounded, so a mail server that does not answer fails the attempt (to be retried) well within the
 * sender's lease, instead of holding the message for nodemailer's minutes-long defaults.
 */
const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : fileTransport(options);
}

function messageOf(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    // RFC 3834: sent by a machine, so vacation notices and other auto-replies stay away.
    headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
  };
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // No pool: each message has a connection of its own, so its failure is its own.
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: false, ...smtpTimeouts });
  return {
    async send(mail) {
      await transporter.sendMail(messageOf(mail, from));
    },
    async close() {
      transporter.close();
    },
  };
}

function fileTransport({ from, directory, log }: MailTransportOptions): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let temporary: Promise<string> | undefined;
  const folder = async () => {
    if (directory === undefined) {
      temporary ??= mkdtemp(join(tmpdir(), 'job-mail-'));
      return temporary;
    }
    const absolute = resolve(directory);
    // Its mail holds live links (a reset, a verification): its owner's only, whatever the umask.
    await mkdir(absolute, { recursive: true, mode: 0o700 });
    return absolute;
  };
  return {
    async send(mail) {
      const { message } = await composer.sendMail(messageOf(mail, from));
      if (!Buffer.isBuffer(message)) throw new Error('nodemailer gave a stream, not a buffer');
      // Named by its Message-ID: a message written again after a crash replaces its first copy.
      const localPart = mail.messageId.replace(/^<|@.*$/g, '');
      const file = join(await folder(), `${mail.kind}-${localPart}.eml`);
      await writeFile(file, message, { mode: 0o600 });
      log.info(
        { messageId: mail.messageId, kind: mail.kind },
        `Mail "${mail.subject}" to ${mail.to} written to ${file}`,
      );
    },
    async close() {
      if (temporary) await rm(await temporary, { recursive: true, force: true });
    },
  };
}

export interface SendFailure {
  /** Sending it again would get the same answer: the mail server refused it for good (5xx). */
  permanent: boolean;
  /** The mail server's answer, or what went wrong on the way to it. */
  reason: string;
}

/**
 * A 5xx refusal is permanent (nodemailer's `permanent`: every 5xx but 503, which is about the
 * session, not the message). Everything else may pass later: a 4xx, a refused or dropped
 * connection, a timeout, and a failed sign-in, which is the server's configuration to fix rather
 * than anything wrong with the message.
 */
export function sendFailure(error: unknown): SendFailure {
  const failure = error as NodemailerError;
  const reason = (failure.response ?? failure.message ?? String(error)).slice(0, 1000);
  return { permanent: failure.permanent === true && failure.code !== 'EAUTH', reason };
}
