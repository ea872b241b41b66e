import { and, eq, gt, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/connect';
import { type LinkPurpose, mailedLinks } from '../db/schema';

/** How long a mailed link works: a reset one hour, a verification a day. */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 24 * 60 * 60 * 1000,
};

/**
 * A new link's token for the member, stored as its digest; their older links of the same purpose
 * stop working. `db` is the transaction that mails it, so no link outlives a rolled-back mail.
 */
export async function issueLink(db: Database, userId: number, purpose: LinkPurpose) {
  const token = newToken();
  await db
    .delete(mailedLinks)
    .where(and(eq(mailedLinks.userId, userId), eq(mailedLinks.purpose, purpose)));
  await db.insert(mailedLinks).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + linkLifetimeMs[purpose]),
  });
  return token;
}

/**
 * Uses up a link: the member it was mailed to while it works, else undefined (never issued, used,
 * replaced by a newer one, or expired). One statement, so of two uses at once only one finds it.
 */
export async function takeLink(
  db: Database,
  token: string,
  purpose: LinkPurpose,
): Promise<number | undefined> {
  const [link] = await db
    .delete(mailedLinks)
    .where(
      and(
        eq(mailedLinks.tokenHash, hashToken(token)),
        eq(mailedLinks.purpose, purpose),
        gt(mailedLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: mailedLinks.userId });
  return link?.userId;
}
