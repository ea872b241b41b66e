import { eq } from 'drizzle-orm';
import type { Database } from './connect';
import { users } from './schema';

/**
 * Locks the member's users row for the rest of the transaction, so that the member's own writes
 * under a limit (alerts, stored CVs) take turns: two at once would both count below it. No key
 * update: their other writes (an application, a save) go on meanwhile, and the account's deletion
 * waits, then takes what was written with it. False once the account is gone.
 */
export async function lockMember(tx: Database, memberId: number): Promise<boolean> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, memberId))
    .for('no key update');
  return member !== undefined;
}
