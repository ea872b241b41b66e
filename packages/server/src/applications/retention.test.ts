import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCvs, applications, jobs } from '../db/schema';
import { applicationForm, pdf } from '../test/applications';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';

/** A shorter time than the default, so that the test moves dates by days, not years. */
const retentionDays = 30;

let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startServer({ applicationRetentionDays: retentionDays });
  png = await picture('png', 16, 16);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.database.db;

/** A posting of a new poster's with one application to it; the poster's token and the ids. */
async function postingWithApplication() {
  const poster = await server.signUp('Poster');
  const posted = await server.request('/api/jobs', {
    token: poster.token,
    form: jobForm(
      { title: 'Kept Job', company: 'Boğaziçi', location: 'İzmir', workType: '1' },
      { data: png, name: 'logo.png', type: 'image/png' },
    ),
  });
  expect(posted.status).toBe(201);
  const slug: string = posted.body.data.slug;
  const applicant = await server.signUp('Applicant');
  const applied = await server.request(`/api/jobs/${slug}/applications`, {
    token: applicant.token,
    form: applicationForm('Hello', { data: pdf() }),
  });
  expect(applied.status).toBe(201);
  return { poster, slug, applicant, id: applied.body.data.id as number };
}

/** Whether the application of `id` and its CV are still kept. */
async function kept(id: number) {
  const [application] = await db()
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.id, id));
  const [cv] = await db()
    .select({ n: count() })
    .from(applicationCvs)
    .where(eq(applicationCvs.applicationId, id));
  return { application: application?.n === 1, cv: cv?.n === 1 };
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days}::int)`;

describe('applications past their retention', () => {
  it('go with their CVs once their posting expired longer ago than the retention', async () => {
    const old = await postingWithApplication();
    const recent = await postingWithApplication();
    const live = await postingWithApplication();
    await db()
      .update(jobs)
      .set({ expiresAt: daysAgo(retentionDays + 1) })
      .where(eq(jobs.slug, old.slug));
    await db()
      .update(jobs)
      .set({ expiresAt: daysAgo(retentionDays - 1) })
      .where(eq(jobs.slug, recent.slug));
    await server.app.expirySweeps.check();

    expect(await server.app.applicationRetention.sweep()).toBeGreaterThanOrEqual(1);
    expect(await kept(old.id)).toEqual({ application: false, cv: false });
    expect(await kept(recent.id)).toEqual({ application: true, cv: true });
    expect(await kept(live.id)).toEqual({ application: true, cv: true });
    const mine = await server.request('/api/me/applications', { token: old.applicant.token });
    expect(mine.body.data).toEqual([]);
    // Idempotent: a second sweep, here or on another instance, finds nothing more of these.
    await server.app.applicationRetention.sweep();
    expect(await kept(recent.id)).toEqual({ application: true, cv: true });
  });

  it('count from the moment a deleted posting went, kept on the applications', async () => {
    const { poster, slug, applicant, id } = await postingWithApplication();
    const deleted = await server.request(`/api/jobs/${slug}`, {
      method: 'DELETE',
      token: poster.token,
    });
    expect(deleted.status).toBe(204);
    const [row] = await db()
      .select({
        recent: sql<boolean>`${applications.postingClosedAt} > now() - interval '1 minute'`,
      })
      .from(applications)
      .where(eq(applications.id, id));
    expect(row?.recent).toBe(true);
    // The applicant still sees what they applied to, until the retention ends.
    await server.app.applicationRetention.sweep();
    const mine = await server.request('/api/me/applications', { token: applicant.token });
    expect(mine.body.data.map((shown: { id: number }) => shown.id)).toEqual([id]);

    await db()
      .update(applications)
      .set({ postingClosedAt: daysAgo(retentionDays + 1) })
      .where(eq(applications.id, id));
    await server.app.applicationRetention.sweep();
    expect(await kept(id)).toEqual({ application: false, cv: false });
  });
});
