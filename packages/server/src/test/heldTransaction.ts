import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Transaction } from '../cache/boardChanges';
import { type Database, selectRows } from '../db/connect';

export interface HeldTransaction<T> {
  /** What `hold` answered. */
  value: T;
  /** Lets the transaction go on (`then`, if given) and end; resolves once it has committed. */
  release(): Promise<void>;
}

/**
 * Runs `hold` in a transaction of its own and keeps it open until `release`: what it locked stays
 * locked meanwhile, as a write of another request would hold it. Resolves once `hold` has run.
 */
export async function holdInTransaction<T>(
  db: Database,
  hold: (tx: Transaction) => Promise<T>,
  then?: (tx: Transaction) => Promise<unknown>,
): Promise<HeldTransaction<T>> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held: (value: T) => void = () => {};
  const holding = new Promise<T>((resolve) => {
    held = resolve;
  });
  const transaction = db.transaction(async (tx) => {
    held(await hold(tx));
    await gate;
    await then?.(tx);
  });
  // A `hold` that fails ends the transaction before anything is held.
  const value = await Promise.race([holding, transaction.then(() => holding)]);
  return {
    value,
    release: async () => {
      release();
      await transaction;
    },
  };
}

/** How many statements of the database's sessions wait for a lock now (PostgreSQL). */
export async function lockWaiters(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row?.count ?? 0;
}

/** Waits until exactly `count` statements wait for a lock (PostgreSQL), for 10 s at most. */
export async function untilLockWaiters(db: Database, count: number): Promise<void> {
  await vi.waitFor(async () => expect(await lockWaiters(db)).toBe(count), {
    timeout: 10_000,
    interval: 10,
  });
}
