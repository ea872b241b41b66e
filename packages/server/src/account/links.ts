import { and, eq, gt, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/connect';
import { type LinkPurpose, mailedLinks, type UserRow, users } from '../db/schema';

/** The link of `token`, while it works. */
const working = (token: string, purpose: LinkPurpose) =>
  and(
    eq(mailedLinks.tokenHash, hashToken(token)),
    eq(mailedLinks.purpose, purpose),
    gt(mailedLinks.expiresAt, sql`now()`),
  );

/** How long a mailed link works: a reset one hour, a verification a day. */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 24 * 60 * 60 * 1000,
};

/**
 * Stores a new link's token (made with `newToken`) for the member, as its digest; their older
 * links of the same purpose stop working. `db` is the transaction that mails it, so no link
 * outlives a rolled-back mail.
 */
export async function storeLink(
  db: Database,
  userId: number,
  purpose: LinkPurpose,
  token: string,
): Promise<void> {
  await db
    .delete(mailedLinks)
    .where(and(eq(mailedLinks.userId, userId), eq(mailedLinks.purpose, purpose)));
  await db.insert(mailedLinks).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + linkLifetimeMs[purpose]),
  });
}

/** The member a working link was mailed to, read without using it up; undefined otherwise. */
export async function linkedMember(
  db: Database,
  token: string,
  purpose: LinkPurpose,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ member: users })
    .from(mailedLinks)
    .innerJoin(users, eq(users.id, mailedLinks.userId))
    .where(working(token, purpose));
  return row?.member;
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
    .where(working(token, purpose))
    .returning({ userId: mailedLinks.userId });
  return link?.userId;
}
