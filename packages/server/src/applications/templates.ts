// A poster's rejection message templates: the words they keep for the applicants they turn down,
// each in Turkish, English or both, so that a rejection writes to every applicant in their own.
import {
  type RejectionTemplate,
  type RejectionTemplateValues,
  rejectionLimits,
} from '@job/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { lockMember } from '../db/memberLock';
import { type RejectionTemplateRow, rejectionTemplates } from '../db/schema';

export type RejectionTemplateService = ReturnType<typeof createRejectionTemplateService>;

/**
 * Why nothing was saved: the member keeps `templatesMax` templates already, another of theirs has
 * the name (however it is cased), or their account is gone.
 */
export type TemplateRefusal = 'full' | 'nameTaken' | 'memberGone';

/** The largest id an integer column holds: past it no row is there to find. */
const largestId = 2_147_483_647;

/** A template as the API answers it. */
export const toRejectionTemplate = (row: RejectionTemplateRow): RejectionTemplate => ({
  id: row.id,
  name: row.name,
  body_tr: row.bodyTr,
  body_en: row.bodyEn,
  updated_at: row.updatedAt.toISOString(),
});

const own = (memberId: number, templateId: number) =>
  and(eq(rejectionTemplates.id, templateId), eq(rejectionTemplates.userId, memberId));

/** A template's fields as they are kept: checked and trimmed already, a text not given ''. */
const fieldsOf = (values: RejectionTemplateValues) => ({
  name: values.name,
  bodyTr: values.body_tr ?? '',
  bodyEn: values.body_en ?? '',
});

/** The member's template `templateId`; undefined for another member's, as for none. */
export async function ownTemplate(
  db: Database,
  memberId: number,
  templateId: number,
): Promise<RejectionTemplateRow | undefined> {
  if (!Number.isSafeInteger(templateId) || templateId < 1 || templateId > largestId) {
    return undefined;
  }
  const [found] = await db.select().from(rejectionTemplates).where(own(memberId, templateId));
  return found;
}

/**
 * Each member's rejection templates, theirs alone: another member's answers as one that is not
 * there. At most `templatesMax`, counted under the member's lock so that creates at once take
 * turns; a name is unique among the member's however it is cased, which the unique index settles
 * when two saves of one name race.
 */
export function createRejectionTemplateService(db: Database) {
  /** Runs a write of a template, a clash of names on the unique index its refusal. */
  async function named<Result>(write: () => Promise<Result>): Promise<Result | 'nameTaken'> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return 'nameTaken';
      throw error;
    }
  }

  /** Whether another template of the member's than `exceptId` has the name, however it is cased. */
  async function nameTaken(tx: Database, memberId: number, name: string, exceptId?: number) {
    const [found] = await tx
      .select({ id: rejectionTemplates.id })
      .from(rejectionTemplates)
      .where(
        and(
          eq(rejectionTemplates.userId, memberId),
          sql`lower(${rejectionTemplates.name}) = lower(${name})`,
        ),
      );
    return found !== undefined && found.id !== exceptId;
  }

  return {
    /** The member's templates, by name (as the unique index compares them, then as written). */
    async mine(memberId: number): Promise<RejectionTemplate[]> {
      const rows = await db
        .select()
        .from(rejectionTemplates)
        .where(eq(rejectionTemplates.userId, memberId))
        .orderBy(
          sql`lower(${rejectionTemplates.name})`,
          asc(rejectionTemplates.name),
          asc(rejectionTemplates.id),
        );
      return rows.map(toRejectionTemplate);
    },

    /** Saves a new template, its values checked and trimmed already. */
    create(
      memberId: number,
      values: RejectionTemplateValues,
    ): Promise<RejectionTemplate | TemplateRefusal> {
      return named(() =>
        db.transaction(async (tx): Promise<RejectionTemplate | TemplateRefusal> => {
          if (!(await lockMember(tx, memberId))) return 'memberGone';
          const kept = await tx.$count(rejectionTemplates, eq(rejectionTemplates.userId, memberId));
          if (kept >= rejectionLimits.templatesMax) return 'full';
          if (await nameTaken(tx, memberId, values.name)) return 'nameTaken';
          const [row] = await tx
            .insert(rejectionTemplates)
            .values({ userId: memberId, ...fieldsOf(values) })
            .returning();
          if (!row) throw new Error('The template was not returned');
          return toRejectionTemplate(row);
        }),
      );
    },

    /** Replaces the template's name and texts; undefined when it is none of the member's. */
    update(
      memberId: number,
      templateId: number,
      values: RejectionTemplateValues,
    ): Promise<RejectionTemplate | 'nameTaken' | undefined> {
      return named(async () => {
        if (!(await ownTemplate(db, memberId, templateId))) return undefined;
        if (await nameTaken(db, memberId, values.name, templateId)) return 'nameTaken';
        const [row] = await db
          .update(rejectionTemplates)
          .set({ ...fieldsOf(values), updatedAt: sql`now()` })
          .where(own(memberId, templateId))
          .returning();
        return row && toRejectionTemplate(row);
      });
    },

    /** Deletes the template; false when it is none of the member's. */
    async remove(memberId: number, templateId: number): Promise<boolean> {
      if (!Number.isSafeInteger(templateId) || templateId < 1 || templateId > largestId) {
        return false;
      }
      const deleted = await db
        .delete(rejectionTemplates)
        .where(own(memberId, templateId))
        .returning({ id: rejectionTemplates.id });
      return deleted.length > 0;
    },
  };
}
