import { crawlerPaths, feedHref, limits } from '@job/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/connect';
import { jobFacets, jobs } from '../db/schema';
import { toWebp } from '../images/process';
import { saveImage } from '../images/service';
import { testDatabaseKind } from '../test/databases';
import { holdInTransaction, untilLockWaiters } from '../test/heldTransaction';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';
import { createJobService, type Job } from './service';

let png: Buffer;
let otherPng: Buffer;
beforeAll(async () => {
  png = await picture('png', 16, 16);
  otherPng = await picture('jpeg', 24, 24);
});

const fields = { salary: '1', description: 'A brief', workType: '1', detail: '<p>Detail</p>' };
const dayMs = 24 * 60 * 60 * 1000;
const titles = (jobs: Job[]) => jobs.map((job) => job.title);

let server: TestServer;
let owner: string;
let stranger: string;
beforeAll(async () => {
  server = await startServer();
  ({ token: owner } = await server.signUp('Owner'));
  ({ token: stranger } = await server.signUp('Stranger'));
});
afterAll(() => server.close());

async function postJob(token: string, overrides: Record<string, string> = {}, image = png) {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm({ ...fields, ...overrides }, { data: image, name: 'a.png', type: 'image/png' }),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const save = (slug: string, token: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  server.request(`/api/jobs/${slug}/save`, { method, token });
const detail = async (slug: string) => (await server.request(`/api/jobs/${slug}`)).body.data;
const savesOf = async (slug: string) => {
  const [row] = await selectRows<{ n: number }>(
    server.app.database.db,
    sql`SELECT count(*)::int AS n FROM saves JOIN jobs ON jobs.id = saves.job_id WHERE slug = ${slug}`,
  );
  return row?.n;
};
const imageStatus = async (job: Job) => (await server.request(job.image ?? '')).status;

/** Puts the job's expiry in the past, as time passing would, and sweeps as the timer would. */
async function expire(slug: string) {
  await server.app.database.db.execute(
    sql`UPDATE jobs SET expires_at = now() - interval '1 second' WHERE slug = ${slug}`,
  );
  await server.app.expirySweeps.check();
}

describe('a posting period', () => {
  it('is 30 days unless the form names one of the periods', async () => {
    const standard = await postJob(owner, { title: 'Standard Period' });
    const week = await postJob(owner, { title: 'One Week', days: '7' });
    const period = (job: Job) =>
      Math.round((Date.parse(job.expires_at) - Date.parse(job.created_at)) / dayMs);
    expect(period(standard)).toBe(limits.defaultPostingDays);
    expect(period(week)).toBe(7);
    expect(week.expired).toBe(false);
  });

  it.each(['5', 'soon', ''])('is refused as %j with the form message', async (days) => {
    const answer = await server.request('/api/jobs', {
      token: owner,
      form: jobForm(
        { ...fields, title: 'Bad Period', days },
        { data: png, name: 'a.png', type: 'image/png' },
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.days).toEqual(expect.any(Array));
  });

  it('is refused with the contract message when a JSON body names another number', async () => {
    const answer = await server.request('/api/jobs', {
      token: owner,
      json: {
        ...fields,
        title: 'Bad Period',
        days: 45,
        url: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.days).toEqual([t('validation.daysInvalid')]);
  });
});

describe('saving a job', () => {
  it('saves and unsaves, idempotently, with the count of members who saved it', async () => {
    const job = await postJob(owner, { title: 'Saved Once' });
    expect((await save(job.slug, stranger)).body).toEqual({ saved: true, save: 1 });
    expect((await save(job.slug, stranger)).body).toEqual({ saved: true, save: 1 });
    expect((await save(job.slug, owner)).body).toEqual({ saved: true, save: 2 });
    expect((await detail(job.slug)).save).toBe(2);
    expect((await save(job.slug, stranger, 'DELETE')).body).toEqual({ saved: false, save: 1 });
    expect((await save(job.slug, stranger, 'DELETE')).body).toEqual({ saved: false, save: 1 });
    // The detail was cached before: each toggle drops it.
    expect((await detail(job.slug)).save).toBe(1);
    expect(await savesOf(job.slug)).toBe(1);
  });

  it('is refused without a valid token (401) and for an unknown job (404)', async () => {
    const job = await postJob(owner, { title: 'Not Saved' });
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await server.request(`/api/jobs/${job.slug}/save`, { method })).status).toBe(401);
      const tampered = await server.request(`/api/jobs/${job.slug}/save`, {
        method,
        token: `${stranger}x`,
      });
      expect(tampered.status).toBe(401);
      expect((await save('no-such-job', stranger, method)).status).toBe(404);
    }
    expect(await savesOf(job.slug)).toBe(0);
  });

  it('stays exact when 50 members toggle it at once', async () => {
    const job = await postJob(owner, { title: 'Popular Posting' });
    const members = await Promise.all(Array.from({ length: 50 }, () => server.signUp()));
    const saved = await Promise.all(members.map(({ token }) => save(job.slug, token)));
    // Every status, so that a refusal under load shows which it was (a failed run kept only false).
    expect(saved.map((answer) => answer.status)).toEqual(members.map(() => 200));
    expect((await detail(job.slug)).save).toBe(50);

    // Half unsave while the other half save again, and every one of the first half twice.
    const toggled = await Promise.all(
      members.flatMap(({ token }, index) =>
        index % 2 === 0
          ? [save(job.slug, token, 'DELETE'), save(job.slug, token, 'DELETE')]
          : [save(job.slug, token)],
      ),
    );
    expect(toggled.map((answer) => answer.status)).toEqual(toggled.map(() => 200));
    expect(await savesOf(job.slug)).toBe(25);
    expect((await detail(job.slug)).save).toBe(25);
  }, 60_000);
});

describe('GET /api/me/saved and /api/me/jobs', () => {
  it("list the member's saved jobs, newest saved first, and their postings, expired ones too", async () => {
    const { token: member } = await server.signUp('Lister');
    const first = await postJob(member, { title: 'Mine First' });
    const second = await postJob(member, { title: 'Mine Second' });
    const theirs = await postJob(owner, { title: 'Theirs To Save' });
    await save(theirs.slug, member);
    await save(first.slug, member);
    await save(second.slug, member);
    await save(theirs.slug, member); // saved already: keeps its place
    await expire(first.slug);

    const saved = await server.request('/api/me/saved', { token: member });
    expect(saved.status).toBe(200);
    expect(titles(saved.body.data)).toEqual(['Mine Second', 'Mine First', 'Theirs To Save']);
    expect(saved.body.data[1]).toMatchObject({ slug: first.slug, expired: true });

    const mine = await server.request('/api/me/jobs', { token: member });
    expect(titles(mine.body.data)).toEqual(['Mine Second', 'Mine First']);
    expect(mine.body.data.map((job: Job) => job.expired)).toEqual([false, true]);
    expect(mine.body.data[0].save).toBe(1);

    for (const path of ['/api/me/saved', '/api/me/jobs']) {
      expect((await server.request(path)).status).toBe(401);
    }
  });
});

describe('PUT /api/jobs/{slug}', () => {
  const edited = {
    ...fields,
    title: 'Edited Title',
    salary: '2',
    workType: '3',
    workplace: 'remote',
  };

  it('changes the fields for the poster, keeping the slug and, without a new one, the image', async () => {
    const job = await postJob(owner, { title: 'Before Edit' });
    await detail(job.slug); // cached
    const answer = await server.request(`/api/jobs/${job.slug}`, {
      method: 'PUT',
      token: owner,
      form: jobForm({ ...edited, company: ' Acme ' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      slug: job.slug,
      title: 'Edited Title',
      type: 'freelance',
      workplace: 'remote',
      company: 'Acme',
      image: job.image,
      expires_at: job.expires_at,
      posted_by: 'Owner',
    });
    expect(await detail(job.slug)).toEqual(answer.body.data);
    const search = await server.request('/api/search', { json: { data: 'Edited Title' } });
    expect(titles(search.body)).toContain('Edited Title');
  });

  it('replaces the image, removing the old one when no other job shows it', async () => {
    const job = await postJob(owner, { title: 'New Picture' }, otherPng);
    const answer = await server.request(`/api/jobs/${job.slug}`, {
      method: 'PUT',
      token: owner,
      form: jobForm(edited, { data: png, name: 'b.png', type: 'image/png' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.image).not.toBe(job.image);
    expect(await imageStatus(answer.body.data)).toBe(200);
    expect(await imageStatus(job)).toBe(404);

    // The other jobs posted with png still show it: it stays when one of them changes picture.
    const shared = await postJob(owner, { title: 'Shared Picture' });
    await server.request(`/api/jobs/${shared.slug}`, {
      method: 'PUT',
      token: owner,
      form: jobForm(edited, { data: otherPng, name: 'c.jpg', type: 'image/jpeg' }),
    });
    expect(await imageStatus(shared)).toBe(200);
  });

  it('answers the form messages (422), 403 to another member, 401 without a token, 404 unknown', async () => {
    const job = await postJob(owner, { title: 'Guarded' });
    const put = (slug: string, token?: string, form = jobForm(edited)) =>
      server.request(`/api/jobs/${slug}`, { method: 'PUT', ...(token && { token }), form });
    const invalid = await put(
      job.slug,
      owner,
      jobForm({ ...edited, title: '', workplace: 'moon' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      title: [t('validation.titleRequired')],
      workplace: [t('validation.workplaceInvalid')],
    });
    const notPicture = jobForm(edited, {
      data: Buffer.from('text'),
      name: 'a.png',
      type: 'image/png',
    });
    const badImage = await put(job.slug, owner, notPicture);
    expect(badImage.status).toBe(422);
    expect(badImage.body.errors).toEqual({ image: [t('validation.imageInvalid')] });
    expect((await put(job.slug, stranger)).status).toBe(403);
    expect((await put(job.slug)).status).toBe(401);
    expect((await put('no-such-job', owner)).status).toBe(404);
    expect((await detail(job.slug)).title).toBe('Guarded');
  });
});

describe('DELETE /api/jobs/{slug}', () => {
  it('removes the job, its image and its saves, and every list forgets it', async () => {
    const job = await postJob(owner, { title: 'Doomed Posting' }, await picture('gif', 8, 8));
    await save(job.slug, stranger);
    const listed = async () => titles((await server.request('/api/paginate/0/50')).body.data);
    expect(await listed()).toContain('Doomed Posting');

    const refused = [
      await server.request(`/api/jobs/${job.slug}`, { method: 'DELETE', token: stranger }),
      await server.request(`/api/jobs/${job.slug}`, { method: 'DELETE' }),
      await server.request('/api/jobs/no-such-job', { method: 'DELETE', token: owner }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 401, 404]);

    const answer = await server.request(`/api/jobs/${job.slug}`, {
      method: 'DELETE',
      token: owner,
    });
    expect(answer.status).toBe(204);
    expect((await server.request(`/api/jobs/${job.slug}`)).status).toBe(404);
    expect(await imageStatus(job)).toBe(404);
    expect(await savesOf(job.slug)).toBe(0);
    expect(
      titles((await server.request('/api/me/saved', { token: stranger })).body.data),
    ).not.toContain('Doomed Posting');
    expect(await listed()).not.toContain('Doomed Posting');
  });
});

// Two transactions at once need PostgreSQL: PGlite runs one at a time.
it.runIf(testDatabaseKind() === 'postgres')(
  'keeps an image a job being created at the same moment is stored with',
  async () => {
    const shared = await picture('webp', 9, 9);
    const job = await postJob(owner, { title: 'Picture Leaving' }, shared);
    const { db } = server.app.database;
    const stored = await toWebp(shared);
    // A create's transaction: the picture saved, its job not yet inserted.
    const creating = await holdInTransaction(
      db,
      (tx) => saveImage(tx, stored),
      (tx) =>
        tx
          .insert(jobs)
          .values({ title: 'Twin', slug: 'picture-twin', workType: 1, imageName: stored.name }),
    );
    const deleting = server.request(`/api/jobs/${job.slug}`, { method: 'DELETE', token: owner });
    // Released once the DELETE waits for the create's lock on the picture.
    await untilLockWaiters(db, 1);
    await creating.release();
    expect((await deleting).status).toBe(204);
    expect(await imageStatus(await detail('picture-twin'))).toBe(200);
  },
);

describe('expiry', () => {
  const total = async (path: string, json?: object) =>
    (await server.request(path, json === undefined ? {} : { json })).body.totalCount;
  const searchTotal = async (text: string) =>
    Number(
      (await server.request('/api/search', { json: { data: text } })).headers.get('x-total-count'),
    );
  const crawled = async (path: string) => String((await server.request(path)).body);

  it('takes a posting out of every list, feed, sitemap and count; its detail says expired', async () => {
    const job = await postJob(owner, {
      title: 'Fleeting Remote Gig',
      workType: '2',
      workplace: 'remote',
    });
    const feed = feedHref({ workplace: 'remote' });
    const before = {
      all: await total('/api/paginate/0/5'),
      remote: await total('/api/paginate/0/5?workplace=remote'),
      partTime: await total('/api/getType', { type: 'part-time' }),
      search: await searchTotal('Fleeting'),
    };
    expect(before.search).toBe(1);
    expect(await crawled(crawlerPaths.sitemap)).toContain(job.slug);
    expect(await crawled(feed)).toContain('Fleeting Remote Gig');

    await expire(job.slug);

    expect({
      all: await total('/api/paginate/0/5'),
      remote: await total('/api/paginate/0/5?workplace=remote'),
      partTime: await total('/api/getType', { type: 'part-time' }),
      search: await searchTotal('Fleeting'),
    }).toEqual({
      all: before.all - 1,
      remote: before.remote - 1,
      partTime: before.partTime - 1,
      search: 0,
    });
    const pages = [
      (await server.request('/api/paginate/0/50')).body.data,
      (await server.request('/api/getType', { json: { type: 'part-time' } })).body.data,
    ];
    for (const page of pages) expect(titles(page)).not.toContain('Fleeting Remote Gig');
    expect(await crawled(crawlerPaths.sitemap)).not.toContain(job.slug);
    expect(await crawled(feed)).not.toContain('Fleeting Remote Gig');
    expect(await detail(job.slug)).toMatchObject({ slug: job.slug, expired: true });

    // Counted by the triggers, as count(*) over the live jobs finds them.
    const [counted] = await selectRows<{ n: number }>(
      server.app.database.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE live`,
    );
    expect(before.all - 1).toBe(counted?.n);
  });

  it('is undone by a renewal from the poster alone, for the days asked', async () => {
    const job = await postJob(owner, { title: 'Renewable Posting' });
    await expire(job.slug);
    const renew = (slug: string, options: { token?: string; json?: object }) =>
      server.request(`/api/jobs/${slug}/renew`, { method: 'POST', ...options });
    expect((await renew(job.slug, { token: stranger })).status).toBe(403);
    expect((await renew(job.slug, {})).status).toBe(401);
    expect((await renew('no-such-job', { token: owner })).status).toBe(404);
    expect((await renew(job.slug, { token: owner, json: { days: 45 } })).status).toBe(422);
    expect(await searchTotal('Renewable')).toBe(0);

    const answer = await renew(job.slug, { token: owner, json: { days: 14 } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.expired).toBe(false);
    const days = (Date.parse(answer.body.data.expires_at) - Date.now()) / dayMs;
    expect(days).toBeCloseTo(14, 1);
    expect(await searchTotal('Renewable')).toBe(1);
    expect(await detail(job.slug)).toMatchObject({ expired: false });

    // Without a body: the default period.
    const again = await renew(job.slug, { token: owner });
    expect((Date.parse(again.body.data.expires_at) - Date.now()) / dayMs).toBeCloseTo(30, 1);
  });

  it("happens on the server's timer at the next expiry", async () => {
    const job = await postJob(owner, { title: 'Timed Posting' });
    await server.app.database.db.execute(
      sql`UPDATE jobs SET expires_at = now() + interval '300 milliseconds' WHERE slug = ${job.slug}`,
    );
    // As at start: the sweep finds nothing due yet and sets its timer for this job.
    await server.app.expirySweeps.check();
    expect(await searchTotal('Timed Posting')).toBe(1);
    await expect.poll(() => searchTotal('Timed Posting'), { timeout: 5000 }).toBe(0);
  });

  it('is swept once however many instances sweep at once', async () => {
    const { db } = server.app.database;
    const jobs = await Promise.all(
      ['Race One', 'Race Two', 'Race Three'].map((title) => postJob(owner, { title })),
    );
    const service = createJobService(db);
    const before = await service.count();
    // In a city of their own: their facets' cells hold them alone.
    await db.execute(
      sql`UPDATE jobs SET expires_at = now(), location = 'Süpürge' WHERE slug IN (${sql.join(
        jobs.map((job) => sql`${job.slug}`),
        sql`, `,
      )})`,
    );
    const swept = await Promise.all(Array.from({ length: 4 }, () => service.sweepExpired()));
    expect(swept.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await service.count()).toBe(before - 3);
    // The facets' cells the sweep emptied went with it.
    const emptied = await db.$count(jobFacets, eq(jobFacets.total, 0));
    expect(emptied).toBe(0);
  });
});
