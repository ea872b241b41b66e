/**
 * How the rest of the server sends mail (`app.mailOutbox`, and the account service's argument):
 *
 *   await db.transaction(async (tx) => {
 *     ...the change...
 *     await outbox.queue(tx, { kind: 'passwordReset', to: user.email, message: await renderEmail(…) });
 *   });
 *   outbox.nudge();
 *
 * The message is a row of the change's own transaction: a change that rolls back sends nothing,
 * one that commits loses nothing. The senders (sender.ts) deliver it at least once.
 */
import { randomUUID } from 'node:crypto';
import type { EmailKind, RenderedEmail } from '@job/emails';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { type AlertLetter, outbox } from '../db/schema';

export interface MailOutbox {
  /** Inserts the message in `db`, which is the transaction of the change that causes it. */
  queue(
    db: Database,
    mail: {
      kind: EmailKind;
      to: string;
      message: RenderedEmail;
      /** Headers of its own, such as an alert mail's List-Unsubscribe. */
      headers?: Record<string, string>;
      /** The application a status mail tells of: its next change may take the mail back. */
      applicationId?: number;
      /** How long the mail waits before a sender may take it; at once without it. */
      delayMs?: number;
    },
  ): Promise<void>;
  /**
   * Inserts alert mails as what they are made of, written when they are sent (alerts/letters.ts),
   * in one statement however many.
   */
  queueLetters(db: Database, letters: { alertId: number; letter: AlertLetter }[]): Promise<void>;
  /** Wakes this process's sender once the transaction has committed (else it polls). */
  nudge(): void;
}

/**
 * `messageIdDomain` ends every Message-ID (`<uuid@jobs.example.com>`): the From address's domain.
 * `wake` is the sender's.
 */
export function createMailOutbox(messageIdDomain: string, wake: () => void): MailOutbox {
  // Chosen now, not at sending: every attempt carries the same one.
  const newMessageId = () => `<${randomUUID()}@${messageIdDomain}>`;
  return {
    async queue(db, { kind, to, message, headers, applicationId, delayMs }) {
      await db.insert(outbox).values({
        messageId: newMessageId(),
        kind,
        recipient: to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: headers ?? null,
        applicationId: applicationId ?? null,
        // The database's clock, which the senders' claim reads too.
        ...(delayMs && {
          nextAttemptAt: sql`now() + ${delayMs}::double precision * interval '1 millisecond'`,
        }),
      });
    },
    async queueLetters(db, letters) {
      if (letters.length === 0) return;
      // One JSON parameter however many: a statement of a parameter per column and letter cost
      // the request thread more to build than the database to run.
      const rows = letters.map(({ alertId, letter }) => ({
        message_id: newMessageId(),
        alert_id: alertId,
        letter,
      }));
      await db.execute(sql`
        INSERT INTO outbox (message_id, kind, recipient, subject, html, text, alert_id, letter)
        SELECT message_id, 'jobAlert', '', '', '', '', alert_id, letter
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS queued(message_id text, alert_id integer, letter jsonb)`);
    },
    nudge: wake,
  };
}
