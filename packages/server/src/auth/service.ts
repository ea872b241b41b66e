import type { components, LoginValues } from '@job/contract';
import type { Language } from '@job/texts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { tokens, type UserRow, users } from '../db/schema';
import { hashPassword, type ScryptCost, verifyPassword } from './password';
import { hashToken, newToken, tokenLifetimeMs } from './tokens';

export type User = components['schemas']['User'];

export interface Session {
  user: User;
  token: string;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    language: row.language,
    email_verified: row.emailVerifiedAt !== null,
    role: row.role,
  };
}

/** A new session for the member: the token to hand them, its digest stored in `db`. */
export async function startSession(db: Database, user: UserRow): Promise<Session> {
  const token = newToken();
  await db.insert(tokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + tokenLifetimeMs),
  });
  return { user: toUser(user), token };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Database, scryptCost: ScryptCost) {
  // Compared against when the email is unknown, so that answer takes as long as a wrong password.
  let decoyHash: Promise<string> | undefined;

  return {
    /**
     * A new session; undefined when the email or the password is wrong, 'suspended' when both are
     * right but a moderator suspended the account.
     */
    async login(values: LoginValues): Promise<Session | 'suspended' | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${values.email})`);
      if (!user) {
        decoyHash ??= hashPassword('decoy password', scryptCost);
        await verifyPassword(values.password, await decoyHash);
        return undefined;
      }
      if (!(await verifyPassword(values.password, user.passwordHash))) return undefined;
      return user.suspendedAt === null ? startSession(db, user) : 'suspended';
    },

    /** The user a token belongs to, while it is neither expired nor revoked. */
    async userForToken(token: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(tokens)
        .innerJoin(users, eq(users.id, tokens.userId))
        .where(
          and(
            eq(tokens.tokenHash, hashToken(token)),
            gt(tokens.expiresAt, sql`now()`),
            // A suspension revokes the member's tokens; this keeps any made meanwhile dead too.
            isNull(users.suspendedAt),
          ),
        );
      return row?.user;
    },

    /** Keeps the member's language with the account, so what reaches them later is in it. */
    async setLanguage(userId: number, language: Language): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    async revoke(token: string): Promise<void> {
      await db.delete(tokens).where(eq(tokens.tokenHash, hashToken(token)));
    },
  };
}
