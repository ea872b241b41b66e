// The reads of applications as each side sees them, with their CVs' names and their stages.
import type { Application, ApplicationStage, MyApplication } from '@job/contract';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { applicationCvs, applicationStages, applications, jobs, users } from '../db/schema';
import { cvColumns, toApplication, toMyApplication } from './views';

/** The stages of the applications of `ids`, oldest first, by application. */
async function stagesOf(db: Database, ids: number[]): Promise<Map<number, ApplicationStage[]>> {
  const byApplication = new Map<number, ApplicationStage[]>();
  if (ids.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationStages.applicationId,
      status: applicationStages.status,
      at: applicationStages.at,
    })
    .from(applicationStages)
    .where(inArray(applicationStages.applicationId, ids))
    .orderBy(asc(applicationStages.applicationId), asc(applicationStages.id));
  for (const { applicationId, status, at } of rows) {
    const stages = byApplication.get(applicationId) ?? [];
    stages.push({ status, at: at.toISOString() });
    byApplication.set(applicationId, stages);
  }
  return byApplication;
}

/** The applicant's view of the applications `where` picks, newest first. */
export async function applicantsView(db: Database, where: SQL): Promise<MyApplication[]> {
  const rows = await db
    .select({
      application: applications,
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
    rows.map(({ application }) => application.id),
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
    .select({ application: applications, applicant: users, ...cvColumns })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
    .where(where)
    .orderBy(desc(applications.id));
  const stages = await stagesOf(
    db,
    rows.map(({ application }) => application.id),
  );
  return rows.map(({ application, applicant, ...cv }) =>
    toApplication(application, applicant, cv, stages.get(application.id)),
  );
}
