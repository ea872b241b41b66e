import type { MailCatcher } from '@job/machine';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { type OutboxRow, outbox } from '../../db/schema';
import type { MailOutbox } from '../outbox';
import type { MailSenderOptions } from '../sender';

/** Seconds where production waits minutes, so a test sees retries and leases run out. */
export const quickSender = {
  pollMs: 100,
  leaseMs: 2000,
  backoffBaseMs: 50,
  backoffMaxMs: 400,
  maxAttempts: 5,
} satisfies Partial<MailSenderOptions>;

/** A rendered message whose subject tells it from the others. */
export function testMessage(label: string) {
  return { subject: `Test ${label}`, html: `<p>Message ${label}</p>`, text: `Message ${label}` };
}

/** `count` messages in one transaction, as a burst of changes would queue them. */
export async function queueMessages(
  db: Database,
  mailOutbox: MailOutbox,
  count: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let index = 0; index < count; index++) {
      await mailOutbox.queue(tx, {
        kind: 'passwordReset',
        to: `member${index}@example.com`,
        message: testMessage(String(index)),
      });
    }
  });
}

export function outboxRows(db: Database): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(asc(outbox.id));
}

/** How many times the catcher received each Message-ID. */
export function receiptsById(catcher: MailCatcher): Map<string, number> {
  const receipts = new Map<string, number>();
  for (const { messageId } of catcher.messages()) {
    receipts.set(messageId, (receipts.get(messageId) ?? 0) + 1);
  }
  return receipts;
}

/** Resolves once the catcher holds `count` different messages. */
export function waitForDistinct(catcher: MailCatcher, count: number, timeoutMs: number) {
  return catcher.waitFor(() => receiptsById(catcher).size >= count, timeoutMs);
}
