// The poster's private review of an application: a rating and notes, never shown to its applicant.
import { type Application, limits } from '@job/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { applicationNotes, applications } from '../db/schema';
import { asOwnerSees, ownersApplicationRow } from './reads';

/** Why a note was not added: the application has as many as it may. */
export type NoteRefusal = 'full';

export function createReview(db: Database) {
  /** Note `noteId` of application `id`, while `authorId` wrote it and posted the posting. */
  const authorsNote = (id: number, noteId: number, authorId: number) =>
    and(
      eq(applicationNotes.id, noteId),
      eq(applicationNotes.authorId, authorId),
      inArray(
        applicationNotes.applicationId,
        db
          .select({ id: applications.id })
          .from(applications)
          .where(ownersApplicationRow(id, authorId)),
      ),
    );

  return {
    /** Rates the application of `id` (1 to 5, null to clear); undefined when it is not theirs. */
    async rate(
      id: number,
      ownerId: number,
      rating: number | null,
    ): Promise<Application | undefined> {
      const [rated] = await db
        .update(applications)
        .set({ rating })
        .where(ownersApplicationRow(id, ownerId))
        .returning({ id: applications.id });
      return rated && asOwnerSees(db, id, ownerId);
    },

    /**
     * Adds `body` (trimmed and checked already) to the notes of application `id`, as written by
     * `ownerId`; 'full' at the limit of notes. Notes of one application are added in turn (its row
     * locked), so two at once cannot pass the limit. Undefined when it is not theirs.
     */
    async addNote(
      id: number,
      ownerId: number,
      body: string,
    ): Promise<Application | NoteRefusal | undefined> {
      const added = await db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(ownersApplicationRow(id, ownerId))
          .for('no key update', { of: applications });
        if (!owned) return undefined;
        const notes = await tx.$count(applicationNotes, eq(applicationNotes.applicationId, id));
        if (notes >= limits.applicationNotesMax) return 'full' as const;
        await tx.insert(applicationNotes).values({ applicationId: id, authorId: ownerId, body });
        return true;
      });
      return added === true ? asOwnerSees(db, id, ownerId) : added;
    },

    /**
     * Rewrites note `noteId` of application `id` as `body` (trimmed and checked already), by its
     * author while the application is one of their postings', and marks when; undefined when
     * there is no such note of theirs.
     */
    async editNote(
      id: number,
      noteId: number,
      authorId: number,
      body: string,
    ): Promise<Application | undefined> {
      const [edited] = await db
        .update(applicationNotes)
        .set({ body, editedAt: sql`now()` })
        .where(authorsNote(id, noteId, authorId))
        .returning({ id: applicationNotes.id });
      return edited && asOwnerSees(db, id, authorId);
    },

    /**
     * Deletes note `noteId` of application `id`, by its author while the application is one of
     * their postings'; undefined when there is no such note of theirs.
     */
    async deleteNote(
      id: number,
      noteId: number,
      authorId: number,
    ): Promise<Application | undefined> {
      const [deleted] = await db
        .delete(applicationNotes)
        .where(authorsNote(id, noteId, authorId))
        .returning({ id: applicationNotes.id });
      return deleted && asOwnerSees(db, id, authorId);
    },
  };
}

export type Review = ReturnType<typeof createReview>;
