// The reads of applications as each side sees them, with their CVs' names, their stages and, for
// the poster alone, their notes.
import type { Application, ApplicationNote, ApplicationStage, MyApplication } from '@job/contract';
import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  applicationCvs,
  applicationNotes,
  applicationStages,
  applications,
  jobs,
  users,
} from '../db/schema';
import { cvColumns, shownColumns, toApplication, toMyApplication } from './views';

/** Rows of several applications, in their order, by application. */
function byApplication<Row extends { applicationId: number }, Shown>(
  rows: Row[],
  show: (row: Row) => Shown,
): Map<number, Shown[]> {
  const grouped = new Map<number, Shown[]>();
  for (const row of rows) {
    const list = grouped.get(row.applicationId) ?? [];
    list.push(show(row));
    grouped.set(row.applicationId, list);
  }
  return grouped;
}

/**
 * The stages of the applications `ids` picks, oldest first, by application. `ids` is a subquery
 * of the list's ids: a thousand ids would otherwise travel back as a thousand parameters.
 */
async function stagesOf(db: Database, ids: SQLWrapper): Promise<Map<number, ApplicationStage[]>> {
  const rows = await db
    .select({
      applicationId: applicationStages.applicationId,
      status: applicationStages.status,
      at: applicationStages.at,
    })
    .from(applicationStages)
    .where(inArray(applicationStages.applicationId, ids))
    .orderBy(asc(applicationStages.applicationId), asc(applicationStages.id));
  return byApplication(rows, ({ status, at }) => ({ status, at: at.toISOString() }));
}

/** The poster's notes on the applications `ids` picks, oldest first, by application. */
async function notesOf(db: Database, ids: SQLWrapper): Promise<Map<number, ApplicationNote[]>> {
  const rows = await db
    .select({
      applicationId: applicationNotes.applicationId,
      id: applicationNotes.id,
      body: applicationNotes.body,
      createdAt: applicationNotes.createdAt,
      editedAt: applicationNotes.editedAt,
      authorName: users.name,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(inArray(applicationNotes.applicationId, ids))
    .orderBy(asc(applicationNotes.applicationId), asc(applicationNotes.id));
  return byApplication(rows, ({ id, body, createdAt, editedAt, authorName }) => ({
    id,
    body,
    created_at: createdAt.toISOString(),
    edited_at: editedAt?.toISOString() ?? null,
    author: authorName === null ? null : { name: authorName },
  }));
}

/** The applicant's view of the applications `where` picks, newest first. */
export async function applicantsView(db: Database, where: SQL): Promise<MyApplication[]> {
  const rows = await db
    .select({
      application: shownColumns,
      slug: jobs.slug,
      live: jobs.live,
      moderation: jobs.moderation,
      expiresAt: jobs.expiresAt,
      ...cvColumns,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
    .where(where)
    .orderBy(desc(applications.id));
  const stages = await stagesOf(
    db,
    db
      .select({ id: applications.id })
      .from(applications)
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where),
  );
  return rows.map(({ application, slug, live, expiresAt, moderation, ...cv }) =>
    toMyApplication(
      application,
      slug === null || live === null || expiresAt === null || moderation === null
        ? null
        : { slug, live, expiresAt, moderation },
      cv,
      stages.get(application.id),
    ),
  );
}

/** The poster's view of the applications `where` picks (it may name their postings), newest first. */
export async function postersView(db: Database, where: SQL): Promise<Application[]> {
  const rows = await db
    .select({
      application: shownColumns,
      applicant: { name: users.name, email: users.email, language: users.language },
      ...cvColumns,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
    .where(where)
    .orderBy(desc(applications.id));
  const ids = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where);
  const [stages, notes] = await Promise.all([stagesOf(db, ids), notesOf(db, ids)]);
  return rows.map(({ application, applicant, ...cv }) =>
    toApplication(application, applicant, cv, {
      stages: stages.get(application.id),
      notes: notes.get(application.id),
    }),
  );
}

/** Application `id` if `ownerId` posted its posting, on a read that joins its posting. */
export const ownersApplication = (id: number, ownerId: number) =>
  and(eq(applications.id, id), eq(jobs.userId, ownerId)) as SQL;

/** The applications to `ownerId`'s postings, on `applications` alone: still theirs as a write runs. */
export const ownersApplicationsRows = (ownerId: number) =>
  sql`${applications.jobId} IN (SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.userId} = ${ownerId})`;

/** Application `id` the same way, for a write or a lock. */
export const ownersApplicationRow = (id: number, ownerId: number) =>
  and(eq(applications.id, id), ownersApplicationsRows(ownerId)) as SQL;

/** The poster's view of application `id` as it is now; undefined when it is none of `ownerId`'s. */
export async function asOwnerSees(
  db: Database,
  id: number,
  ownerId: number,
): Promise<Application | undefined> {
  const [found] = await postersView(db, ownersApplication(id, ownerId));
  return found;
}
