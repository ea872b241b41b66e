// A new posting's slug: its title's own when free, else the next free number after it, chosen
// under a lock that the creates of one slug family take on every instance.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../cache/boardChanges';
import type { Announce } from '../cache/invalidation';
import { keyedQueue } from '../db/keyedQueue';
import { jobs } from '../db/schema';
import { escapeLike } from './search';
import { nextFreeSlug, slugFamily } from './slug';

/** Thrown to roll back a create whose title's own slug was taken meanwhile. */
const slugTaken = new Error('The slug is taken');

/** A create's write: `work` in a transaction begun in the turns the create takes. */
export type CreateWrite = <T>(
  work: (tx: Transaction, announce: Announce) => Promise<T>,
) => Promise<T>;

/**
 * Stores a job under the first free slug of `base` in a write of its own: `storeUnder` stores it
 * under a slug, unless a job has it (a create of it still under way is waited for): then
 * undefined.
 */
export function createSlugAllocation() {
  const inTurn = keyedQueue();
  return async function underFreeSlug<T>(
    base: string,
    write: CreateWrite,
    storeUnder: (tx: Transaction, announce: Announce, slug: string) => Promise<T | undefined>,
  ): Promise<T> {
    // Most titles are free: stored under their own slug at once, queued behind no other create
    // of their family (creates of one family queued here, one at a time per instance, for 1-3 s
    // under load).
    const underBase = await write(async (tx, announce) => {
      const stored = await storeUnder(tx, announce, base);
      if (stored === undefined) throw slugTaken; // rolled back, image and all
      return stored;
    }).catch((error: unknown) => {
      if (error === slugTaken) return undefined;
      throw error;
    });
    return (
      underBase ??
      inTurn(slugFamily(base), () =>
        write(async (tx, announce) => {
          // Creates on every instance that could pick the same numbered slug queue here, so
          // each sees the slugs taken before it. Taken after the write has begun (the image
          // saved): the lock is held only while the slug is chosen and used.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${slugFamily(base)}))`);
          for (;;) {
            const taken = await tx
              .select({ slug: jobs.slug })
              .from(jobs)
              .where(sql`${jobs.slug} = ${base} OR ${jobs.slug} LIKE ${`${escapeLike(base)}-%`}`);
            const slug = nextFreeSlug(
              base,
              taken.map((t) => t.slug),
            );
            // A create under its own base ("Go 2" as go-2) takes no lock: taken meanwhile, the
            // next number is looked for.
            const stored = await storeUnder(tx, announce, slug);
            if (stored !== undefined) return stored;
          }
        }),
      )
    );
  };
}
