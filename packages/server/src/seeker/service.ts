// A member's profile as a job seeker, and the CVs they keep on it to apply with.
import {
  emptySeekerProfile,
  type SeekerProfile,
  type SeekerProfileValues,
  type StoredCv,
  seekerLimits,
} from '@job/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Cv } from '../applications/service';
import type { Database } from '../db/connect';
import { lockMember } from '../db/memberLock';
import { type StoredCvRow, seekerProfiles, storedCvs } from '../db/schema';

export type SeekerService = ReturnType<typeof createSeekerService>;

/** A stored CV's file by its id, when it is the member's: what an application copies. */
export type StoredCvOf = (memberId: number, cvId: number) => Promise<Cv | undefined>;

/** Why nothing was stored: the member keeps `storedCvsMax` CVs already, or their account is gone. */
export type CvRefusal = 'full' | 'memberGone';

/** The largest id an integer column holds: past it no row is there to find. */
const largestId = 2_147_483_647;

/** A stored CV's columns without its file, which no list reads. */
const listedColumns = {
  id: storedCvs.id,
  name: storedCvs.name,
  size: storedCvs.size,
  isDefault: storedCvs.isDefault,
  updatedAt: storedCvs.updatedAt,
};

type ListedCv = Pick<StoredCvRow, keyof typeof listedColumns>;

/** A stored CV as the API answers it. */
export const toStoredCv = (row: ListedCv): StoredCv => ({
  id: row.id,
  name: row.name,
  size: row.size,
  default: row.isDefault,
  updated_at: row.updatedAt.toISOString(),
});

const own = (memberId: number, cvId: number) =>
  and(eq(storedCvs.id, cvId), eq(storedCvs.userId, memberId));

/** The member's stored CV `cvId` with its file; undefined for anyone else's, as for none. */
export async function storedCvFile(
  db: Database,
  memberId: number,
  cvId: number,
): Promise<Cv | undefined> {
  if (!Number.isSafeInteger(cvId) || cvId < 1 || cvId > largestId) return undefined;
  const [found] = await db
    .select({ name: storedCvs.name, data: storedCvs.data })
    .from(storedCvs)
    .where(own(memberId, cvId));
  return found;
}

/**
 * Each member's seeker profile and stored CVs, theirs alone: a CV of another member's answers as
 * one that is not there. The default CV is the first one stored until the member picks another;
 * when it is deleted, the newest of the others takes its place.
 */
export function createSeekerService(db: Database) {
  /** The member's CVs without their files: the default first, then newest first. */
  const cvsOf = (memberId: number) =>
    db
      .select(listedColumns)
      .from(storedCvs)
      .where(eq(storedCvs.userId, memberId))
      .orderBy(desc(storedCvs.isDefault), desc(storedCvs.id));

  async function profile(memberId: number): Promise<SeekerProfile> {
    const [[row], cvs] = await Promise.all([
      db.select().from(seekerProfiles).where(eq(seekerProfiles.userId, memberId)),
      cvsOf(memberId),
    ]);
    const given = row && {
      headline: row.headline,
      city: row.city,
      work_types: row.workTypes as SeekerProfile['work_types'],
      workplaces: row.workplaces as SeekerProfile['workplaces'],
      links: row.links,
    };
    return { ...emptySeekerProfile, ...given, cvs: cvs.map(toStoredCv) };
  }

  return {
    profile,

    /** Replaces the profile's fields, checked and trimmed already; its CVs stay as they are. */
    async saveProfile(
      memberId: number,
      values: SeekerProfileValues,
    ): Promise<SeekerProfile | 'memberGone'> {
      const fields = {
        headline: values.headline,
        city: values.city,
        workTypes: values.work_types,
        workplaces: values.workplaces,
        links: values.links,
        updatedAt: new Date(),
      };
      const saved = await db.transaction(async (tx) => {
        if (!(await lockMember(tx, memberId))) return false;
        await tx
          .insert(seekerProfiles)
          .values({ userId: memberId, ...fields })
          .onConflictDoUpdate({ target: seekerProfiles.userId, set: fields });
        return true;
      });
      return saved ? profile(memberId) : 'memberGone';
    },

    /** Keeps `cv` on the profile, the default when it is the first; at most `storedCvsMax`. */
    async addCv(memberId: number, cv: Cv): Promise<StoredCv | CvRefusal> {
      return db.transaction(async (tx) => {
        if (!(await lockMember(tx, memberId))) return 'memberGone';
        const kept = await tx.$count(storedCvs, eq(storedCvs.userId, memberId));
        if (kept >= seekerLimits.storedCvsMax) return 'full';
        const [row] = await tx
          .insert(storedCvs)
          .values({
            userId: memberId,
            name: cv.name,
            size: cv.data.length,
            data: cv.data,
            isDefault: kept === 0,
          })
          .returning(listedColumns);
        if (!row) throw new Error('The stored CV was not returned');
        return toStoredCv(row);
      });
    },

    cvFile: (memberId: number, cvId: number) => storedCvFile(db, memberId, cvId),

    /** Renames the CV (its name made safe already) and/or makes it the default. */
    async updateCv(
      memberId: number,
      cvId: number,
      change: { name?: string; makeDefault: boolean },
    ): Promise<StoredCv | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockMember(tx, memberId))) return undefined;
        const [found] = await tx.select(listedColumns).from(storedCvs).where(own(memberId, cvId));
        if (!found) return undefined;
        // A body of fields the contract does not name arrives empty (Fastify drops them).
        if (change.name === undefined && !change.makeDefault) return toStoredCv(found);
        // The old default let go of first: the unique index allows one at any moment.
        if (change.makeDefault) {
          await tx
            .update(storedCvs)
            .set({ isDefault: false })
            .where(
              and(
                eq(storedCvs.userId, memberId),
                eq(storedCvs.isDefault, true),
                ne(storedCvs.id, cvId),
              ),
            );
        }
        const [row] = await tx
          .update(storedCvs)
          .set({
            ...(change.name !== undefined && { name: change.name }),
            ...(change.makeDefault && { isDefault: true }),
          })
          .where(own(memberId, cvId))
          .returning(listedColumns);
        return row && toStoredCv(row);
      });
    },

    /** Puts a new file in the CV's place, its name and default kept. */
    async replaceCv(memberId: number, cvId: number, data: Buffer): Promise<StoredCv | undefined> {
      const [row] = await db
        .update(storedCvs)
        .set({ data, size: data.length, updatedAt: new Date() })
        .where(own(memberId, cvId))
        .returning(listedColumns);
      return row && toStoredCv(row);
    },

    /** Deletes the CV; when it was the default, the newest of the others becomes it. */
    async deleteCv(memberId: number, cvId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockMember(tx, memberId))) return false;
        const [deleted] = await tx
          .delete(storedCvs)
          .where(own(memberId, cvId))
          .returning({ isDefault: storedCvs.isDefault });
        if (!deleted) return false;
        if (deleted.isDefault) {
          const [newest] = await tx
            .select({ id: storedCvs.id })
            .from(storedCvs)
            .where(eq(storedCvs.userId, memberId))
            .orderBy(desc(storedCvs.id))
            .limit(1);
          if (newest) {
            await tx.update(storedCvs).set({ isDefault: true }).where(eq(storedCvs.id, newest.id));
          }
        }
        return true;
      });
    },

    /** The member's CVs with their files, for their export. */
    cvFiles: (memberId: number) =>
      db
        .select({ ...listedColumns, data: storedCvs.data })
        .from(storedCvs)
        .where(eq(storedCvs.userId, memberId))
        .orderBy(desc(storedCvs.isDefault), desc(storedCvs.id)),
  };
}
