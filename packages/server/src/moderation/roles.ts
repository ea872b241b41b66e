// The roles: a member made a moderator or a member again, which only the command line does.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { type Role, type UserRow, users } from '../db/schema';
import { audit } from './auditLog';

/** The member of this address, as the command line names them; undefined when none has it. */
export async function memberByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [member] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return member;
}

/**
 * Makes the member of `email` a moderator (`grant`) or a member again (`revoke`), written to the
 * audit log; undefined when no member has the address. Only the command line (`pnpm admin`) calls
 * it, directly or through the running server's admin socket: the API has no way to it.
 */
export function setRole(db: Database, email: string, role: Role): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(users)
      .set({ role })
      .where(sql`lower(${users.email}) = lower(${email})`)
      .returning();
    if (!member) return undefined;
    const action = role === 'moderator' ? 'grant' : 'revoke';
    await audit(tx, 'command line', action, 'pnpm admin', { memberId: member.id });
    return member;
  });
}
