/**
 * The claim loop that empties the outbox, one in every server process:
 *
 *   const sender = createMailSender(db, transport, log, writeLetters, options?, inTurn?);
 *   sender.start();       // once the server is ready
 *   sender.wake();        // look for due mail now (the outbox's nudge), instead of at the next poll
 *   await sender.stop();  // no new claims; waits for the sends in flight (stopWaitMs at most)
 *
 * A claim takes due rows (`FOR UPDATE SKIP LOCKED`: two instances on one PostgreSQL never take the
 * same row) and moves their next attempt a lease ahead, so a message whose sender died mid-send is
 * due again once the lease is over. Delivery is therefore at least once: the stable Message-ID
 * lets a receiver recognise the rare second copy. A sender never claims again what it is still
 * sending, whatever its lease says. A sent row keeps nothing of the member. A claim's alert mails
 * are written together (two reads for all of them), and each claim waits its turn among the
 * requests (yieldToRequests.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, selectRows } from '../db/connect';
import { type AlertLetter, outbox } from '../db/schema';
import { type RunInTurn, runAtOnce } from '../yieldToRequests';
import { type MailTransport, type OutgoingMail, sendFailure } from './transport';

/** What a queued alert mail is made of (mail/outbox.ts `queueLetters`). */
export interface QueuedLetter {
  alertId: number;
  letter: AlertLetter;
}

/**
 * Writes queued alert mails as they are sent (alerts/letters.ts), a claim's together: each its
 * recipient, subject, parts and headers, in the order given; undefined when there is nothing left
 * to send (its jobs left the board).
 */
export type LetterWriter = (
  queued: QueuedLetter[],
) => Promise<Omit<OutgoingMail, 'messageId' | 'kind'> | undefined>[];

export interface MailSenderOptions {
  /** How often due mail is looked for when nothing wakes the sender. */
  pollMs: number;
  /**
   * How long a claimed message is its sender's alone. Longer than a send can take (the SMTP
   * timeouts), so only a sender that died gives its messages up before it has recorded them.
   */
  leaseMs: number;
  /** The wait after the first failed attempt; it doubles with each failure after that... */
  backoffBaseMs: number;
  /** ...up to this. */
  backoffMaxMs: number;
  /** Attempts before a message that keeps failing is kept as failed. */
  maxAttempts: number;
  /** Messages on their way at once from this process. */
  concurrency: number;
  /**
   * How long a shutdown waits for the sends on their way. A mail server that holds one longer (up
   * to the SMTP timeouts) does not hold the shutdown, which Fastify ends as failed after 10 s: the
   * message goes again once its lease is over, and its Message-ID lets a receiver that got it
   * after all drop the second copy.
   */
  stopWaitMs: number;
}

/** About 3.5 hours of retries: 30 s, 1, 2, 4, 8, 16, 32 minutes, then an hour apart. */
export const defaultMailSenderOptions: MailSenderOptions = {
  pollMs: 5000,
  leaseMs: 2 * 60_000,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  maxAttempts: 10,
  concurrency: 4,
  stopWaitMs: 5000,
};

export interface MailSender {
  start(): void;
  wake(): void;
  stop(): Promise<void>;
  /** How many times it has looked for due mail: a test waits a few rounds to see nothing more. */
  readonly rounds: number;
}

interface ClaimedMail extends OutgoingMail {
  id: number;
  /** With this claim: it tells this claim's record from a later claim's. */
  attempts: number;
  /** An alert mail still to be written (see LetterWriter); null for a written one. */
  alertId: number | null;
  letter: AlertLetter | null;
}

/** A claimed mail and the mail it goes out as (undefined: nothing left to send). */
interface Writing {
  mail: ClaimedMail;
  outgoing: Promise<OutgoingMail | undefined>;
}

/** `now() + ms` in the database's clock, which every instance shares. */
const inMs = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

export function createMailSender(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  writeLetters: LetterWriter,
  overrides: Partial<MailSenderOptions> = {},
  inTurn: RunInTurn = runAtOnce,
): MailSender {
  const options = { ...defaultMailSenderOptions, ...overrides };
  /** The sends on their way, by outbox id. */
  const inFlight = new Map<number, Promise<void>>();
  let stopping = false;
  /** Stopped before its sends finished: what they fail to record is for the next start. */
  let leftSending = false;
  let woken = false;
  let endPause: (() => void) | undefined;
  /** The last claim took all it asked for: more may be due as soon as a send finishes. */
  let backlog = false;
  let claimsFailing = false;
  let rounds = 0;

  function wake() {
    woken = true;
    endPause?.();
  }

  function pause(): Promise<void> {
    if (woken || stopping) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // Never what keeps a process alive: a server has its listening socket for that.
      const timer = setTimeout(done, options.pollMs).unref();
      function done() {
        clearTimeout(timer);
        endPause = undefined;
        woken = false;
        resolve();
      }
      endPause = done;
    });
  }

  async function claim(limit: number): Promise<ClaimedMail[]> {
    // A lease can run out under a send that is slow, or stalled by a busy event loop: not ours to
    // take again while it is still on its way.
    const sending = [...inFlight.keys()].map((id) => sql`${id}::integer`);
    const notSending =
      sending.length > 0 ? sql`AND id NOT IN (${sql.join(sending, sql`, `)})` : sql``;
    try {
      const claimed = await selectRows<ClaimedMail>(
        db,
        sql`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ${inMs(options.leaseMs)}
            WHERE id IN (
              SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now() ${notSending}
              ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
            RETURNING id, message_id AS "messageId", kind, recipient AS "to", subject, html, text,
              headers, attempts, alert_id AS "alertId", letter`,
      );
      if (claimsFailing) log.info('mail: the outbox answers again');
      claimsFailing = false;
      return claimed.sort((a, b) => a.id - b.id);
    } catch (error) {
      // Once per outage: the claim is tried again every poll until the database answers.
      if (!claimsFailing) log.warn({ err: error }, 'mail: cannot claim from the outbox');
      claimsFailing = true;
      return [];
    }
  }

  /** Only this claim's record counts: after its lease another sender may hold the row. */
  const stillOurs = (mail: ClaimedMail) =>
    and(eq(outbox.id, mail.id), eq(outbox.status, 'pending'), eq(outbox.attempts, mail.attempts));

  /**
   * The claimed mails as they go out, in their order: alert mails written now, together (see
   * LetterWriter), any other as it was queued.
   */
  function writeClaimed(claimed: ClaimedMail[]): Writing[] {
    const letters = claimed.flatMap((mail) =>
      mail.alertId === null || mail.letter === null
        ? []
        : [{ mail, queued: { alertId: mail.alertId, letter: mail.letter } }],
    );
    const writing = letters.length > 0 ? writeLetters(letters.map(({ queued }) => queued)) : [];
    const byMail = new Map(letters.map(({ mail }, index) => [mail, writing[index]]));
    return claimed.map((mail) => {
      const parts = byMail.get(mail);
      const outgoing = async () => {
        if (parts === undefined) return mail;
        const written = await parts;
        return written && { messageId: mail.messageId, kind: mail.kind, ...written };
      };
      return { mail, outgoing: outgoing() };
    });
  }

  async function deliver({ mail, outgoing: writing }: Writing): Promise<void> {
    const logged = { messageId: mail.messageId, kind: mail.kind, attempt: mail.attempts };
    if (mail.attempts > options.maxAttempts) {
      // Its earlier attempts never reported back: their senders died mid-send, again and again.
      const reason = `gave up after ${options.maxAttempts} attempts that never finished`;
      log.warn({ ...logged, reason }, 'mail: kept as failed');
      await db.update(outbox).set({ status: 'failed', lastError: reason }).where(stillOurs(mail));
      return;
    }
    try {
      const outgoing = await writing;
      if (outgoing === undefined) {
        // Its jobs left the board before it did: nothing to say, nothing to keep.
        await db.delete(outbox).where(stillOurs(mail));
        return;
      }
      await transport.send(outgoing);
    } catch (error) {
      const { permanent, reason } = sendFailure(error);
      if (permanent || mail.attempts >= options.maxAttempts) {
        const kept = permanent ? reason : `${reason} (gave up after ${mail.attempts} attempts)`;
        log.warn({ ...logged, reason: kept, permanent }, 'mail: not delivered; kept as failed');
        await db.update(outbox).set({ status: 'failed', lastError: kept }).where(stillOurs(mail));
        return;
      }
      const retryInMs = Math.min(
        options.backoffBaseMs * 2 ** (mail.attempts - 1),
        options.backoffMaxMs,
      );
      log.warn({ ...logged, reason, retryInMs }, 'mail: not delivered yet; will retry');
      await db
        .update(outbox)
        .set({ nextAttemptAt: inMs(retryInMs), lastError: reason })
        .where(stillOurs(mail));
      return;
    }
    // Sent, whoever holds the row now: nothing of the member stays in it.
    await db
      .update(outbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        recipient: '',
        subject: '',
        html: '',
        text: '',
        headers: null,
        alertId: null,
        letter: null,
        lastError: null,
      })
      .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'pending')));
  }

  function startSending(writing: Writing) {
    const { mail } = writing;
    const sending: Promise<void> = deliver(writing)
      .catch((error: unknown) => {
        // Sent or not, the row stays claimed: it is tried again once its lease is over. After a
        // stop that did not wait for it, the database is closed: stop() said so already.
        if (leftSending) return;
        log.error({ err: error, messageId: mail.messageId }, 'mail: cannot record an attempt');
      })
      .finally(() => {
        inFlight.delete(mail.id);
        if (backlog) wake();
      });
    inFlight.set(mail.id, sending);
  }

  async function run() {
    while (!stopping) {
      const free = options.concurrency - inFlight.size;
      if (free > 0) {
        // The claim and the writing of its letters in one turn; the sends wait on the network.
        const claimed = await inTurn(async () => {
          const writings = writeClaimed(await claim(free));
          await Promise.allSettled(writings.map(({ outgoing }) => outgoing));
          return writings;
        });
        rounds++;
        for (const writing of claimed) startSending(writing);
        backlog = claimed.length === free;
        if (backlog) continue;
      }
      await pause();
    }
  }

  let running: Promise<void> | undefined;
  return {
    start() {
      running ??= run();
    },
    wake,
    async stop() {
      stopping = true;
      wake();
      const finished = (async () => {
        await running;
        await Promise.all(inFlight.values());
        return true;
      })();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<false>((resolve) => {
        timer = setTimeout(resolve, options.stopWaitMs, false);
      });
      const allFinished = await Promise.race([finished, waited]);
      clearTimeout(timer);
      if (!allFinished) {
        leftSending = true;
        log.warn(
          { sending: inFlight.size, waitedMs: options.stopWaitMs },
          'mail: stopped with sends still on their way; each goes again once its lease is over',
        );
      }
      await transport.close();
    },
    get rounds() {
      return rounds;
    },
  };
}
