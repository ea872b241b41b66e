// The mail a journey's member receives, as the mail catcher stored it (E2E_MAIL_DIR), and the
// links in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaughtMail } from '@job/machine';
import { expect } from '@playwright/test';

/** The mail `address` has received so far, oldest first (the catcher numbers its files 1, 2, 3…). */
export function mailsTo(address: string): CaughtMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir)
    throw new Error('E2E_MAIL_DIR is unset: the mail catcher runs from playwright.config.ts.');
  const recipient = address.toLowerCase();
  return readdirSync(dir)
    .filter((file) => /^\d+\.json$/.test(file))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.split(',').some((to) => to.trim().toLowerCase() === recipient));
}

/** Waits until `address` has received a mail with this subject; the newest such. */
export async function mailWithSubject(
  address: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const matching = () => mailsTo(address).filter((mail) => mail.subject === subject);
  // The server's sender sends from its outbox once the change has committed.
  await expect.poll(() => matching().length, { timeout: timeoutMs }).toBeGreaterThan(0);
  return matching().at(-1) as CaughtMail;
}

/**
 * The links to `path` (a mailed link's page, such as `/reset-password`) in the mail `address` has
 * received, oldest first, taken from the plain-text part a reader could copy them from.
 */
export function mailedLinks(address: string, path: string): string[] {
  const link = new RegExp(`https?://[^\\s"'<>]+${path}#token=[^\\s"'<>)]+`, 'g');
  return mailsTo(address).flatMap((mail) => [...new Set(mail.text.match(link) ?? [])]);
}

/** Waits for the `nth` (from 1) mailed link to `path` that `address` receives. */
export async function mailedLink(address: string, path: string, nth = 1): Promise<string> {
  await expect
    .poll(() => mailedLinks(address, path).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(nth);
  return mailedLinks(address, path)[nth - 1] as string;
}
