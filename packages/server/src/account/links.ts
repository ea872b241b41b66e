import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/connect';
import { type LinkPurpose, mailedLinks, type UserRow, users } from '../db/schema';

/** The link of `token`, unexpired (used or not). */
const unexpired = (token: string, purpose: LinkPurpose) =>
  and(
    eq(mailedLinks.tokenHash, hashToken(token)),
    eq(mailedLinks.purpose, purpose),
    gt(mailedLinks.expiresAt, sql`now()`),
  );

/** The link of `token`, while it works. */
const working = (token: string, purpose: LinkPurpose) =>
  and(unexpired(token, purpose), isNull(mailedLinks.usedAt));

/** How long a mailed link works: a reset one hour, a verification a day. */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 24 * 60 * 60 * 1000,
};

/** Until when a used verification link still answers 'verified already': a mail is read again. */
const keptAfterUse = sql`now() + interval '30 days'`;

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

/** What opening a verification link did: verified the address now, or once before; or nothing. */
export type VerificationUse = { userId: number; verifiedBefore: boolean } | undefined;

/**
 * Uses a verification link: marks it used and keeps it 30 days, so the link opened
 * again (a page loaded twice, the mail read again) is known as used rather than unknown. Of two
 * uses at once, the second's UPDATE waits for the first and then finds it used.
 */
export async function useVerificationLink(db: Database, token: string): Promise<VerificationUse> {
  const [used] = await db
    .update(mailedLinks)
    .set({ usedAt: sql`now()`, expiresAt: keptAfterUse })
    .where(working(token, 'verify'))
    .returning({ userId: mailedLinks.userId });
  if (used) return { userId: used.userId, verifiedBefore: false };
  const [before] = await db
    .select({ userId: mailedLinks.userId })
    .from(mailedLinks)
    .where(and(unexpired(token, 'verify'), isNotNull(mailedLinks.usedAt)));
  return before && { userId: before.userId, verifiedBefore: true };
}

/**
 * Marks the member's unused verification links used: a password reset proved the address theirs,
 * so their link opened afterwards says it is verified.
 */
export async function useVerificationLinksOf(db: Database, userId: number): Promise<void> {
  await db
    .update(mailedLinks)
    .set({ usedAt: sql`now()`, expiresAt: keptAfterUse })
    .where(
      and(
        eq(mailedLinks.userId, userId),
        eq(mailedLinks.purpose, 'verify'),
        isNull(mailedLinks.usedAt),
      ),
    );
}
