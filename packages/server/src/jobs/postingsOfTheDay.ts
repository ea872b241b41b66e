// A member's postings of the day (POSTINGS_PER_DAY), and their turn among the writes of their
// postings as a whole, which a create and the deletion of their account take on every instance.
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../cache/boardChanges';
import type { Database } from '../db/connect';
import { postingsMade, users } from '../db/schema';

/**
 * Thrown to roll back a create of a member whose postings of the day were reached meanwhile (by
 * their creates sent at once, on any instance); `nextAt` is when the next one is taken.
 */
export class DailyPostingsReached extends Error {
  constructor(readonly nextAt: Date) {
    super('The postings of the day are reached');
  }
}

/** Thrown to roll back a create whose poster's account was deleted while it was on its way. */
export class PosterGone extends Error {
  constructor() {
    super('The poster is gone');
  }
}

export function createPosterTurns(
  db: Database,
  {
    postingsPerDay,
    oneTransactionAtATime,
  }: {
    /** How many postings a member may make in 24 hours (POSTINGS_PER_DAY). */
    postingsPerDay: number;
    /** PGlite: its transactions take turns already, so a member's writes need no lock of theirs. */
    oneTransactionAtATime: boolean;
  },
) {
  /**
   * When the member may post again, if they made `postingsPerDay` postings in the last day,
   * deleted ones included (when the oldest of those turns a day old), else null; no row when the
   * member is gone. One statement: a create asks it in its transaction, where every statement
   * counts.
   */
  async function nextPosting(
    query: Database,
    userId: number,
  ): Promise<{ nextAt: Date | null } | undefined> {
    // The postingsPerDay-th newest (ids follow time): that many index rows read, however many
    // the member posted before.
    const nextAt = Number.isFinite(postingsPerDay)
      ? sql`(SELECT nth.made_at + interval '1 day' FROM (
          SELECT ${postingsMade.madeAt} FROM ${postingsMade} WHERE ${postingsMade.userId} = ${userId}
          ORDER BY ${postingsMade.jobId} DESC OFFSET ${postingsPerDay - 1} LIMIT 1) AS nth
          WHERE nth.made_at > now() - interval '1 day')`
      : sql`NULL`;
    const [poster] = await query
      .select({ nextAt: nextAt.mapWith(postingsMade.madeAt) })
      .from(users)
      .where(eq(users.id, userId));
    return poster;
  }

  /**
   * Takes, on every instance, the member's turn among the writes of their postings as a whole: a
   * create, and the deletion of their account.
   */
  const lockPostingsOf = async (tx: Transaction, userId: number) => {
    // Every statement is a share of PGlite's request thread: with this one, the mixed load was
    // served 15-22 % fewer requests (docs/benchmarks.md, why the mixed load misses).
    if (oneTransactionAtATime) return;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('postings'), ${userId}::integer)`);
  };

  /**
   * Begins a create's transaction in the poster's turn (the seed's jobs have none). A posting past
   * their postings of the day is refused: counted only before the transaction, creates sent at
   * once all passed; in turn, each counts the ones committed before it. An account deleted in
   * between waits for the create (and takes the posting with it), or is gone when it comes.
   */
  async function inPosterTurn(tx: Transaction, userId: number | null): Promise<void> {
    if (userId === null) return;
    await lockPostingsOf(tx, userId);
    const poster = await nextPosting(tx, userId);
    if (!poster) throw new PosterGone();
    if (poster.nextAt) throw new DailyPostingsReached(poster.nextAt);
  }

  return {
    lockPostingsOf,
    inPosterTurn,
    /** When the member may post again, if they have made their postings of the day; else null. */
    nextPostingAt: async (userId: number) => (await nextPosting(db, userId))?.nextAt ?? null,
  };
}

export type PosterTurns = ReturnType<typeof createPosterTurns>;
