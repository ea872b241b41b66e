import { limits } from '@job/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessChanges } from '../cache/boardChanges';
import { createReadCache } from '../cache/readCache';
import { createCompanyService } from '../companies/service';
import { selectRows } from '../db/connect';
import { seedManyJobs } from '../seed/seed';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';
import { publicReads } from '../web/publicReads';
import { createJobService, type Job } from './service';

let png: Buffer;
beforeAll(async () => {
  png = await picture('png', 16, 16);
});

const fields = { salary: '1', description: 'A brief', workType: '1', detail: '<p>Detail</p>' };

async function postJob(server: TestServer, token: string, overrides: Record<string, string>) {
  const answer = await server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm({ ...fields, ...overrides }, { data: png, name: 'a.png', type: 'image/png' }),
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const titles = (jobs: Job[]) => jobs.map((job) => job.title);

describe("a job's company, place, workplace and poster", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    ({ token } = await server.signUp('Deniz Kaya'));
  });
  afterAll(() => server.close());

  it('are taken from a form, and answered with the name of who posted it', async () => {
    const job = await postJob(server, token, {
      title: 'Barista',
      company: '  Bean & Leaf ',
      location: 'İzmir',
      workplace: 'on-site',
    });
    expect(job).toMatchObject({
      company: 'Bean & Leaf',
      location: 'İzmir',
      workplace: 'on-site',
      posted_by: 'Deniz Kaya',
    });
    expect((await server.request(`/api/jobs/${job.slug}`)).body.data).toEqual(job);
  });

  it('are null when not given, or given empty as a form leaves them', async () => {
    const absent = await postJob(server, token, { title: 'Absent' });
    const empty = await postJob(server, token, {
      title: 'Empty',
      company: ' ',
      location: '',
      workplace: '',
    });
    for (const job of [absent, empty]) {
      expect(job).toMatchObject({ company: null, location: null, workplace: null });
    }
  });

  it("are taken from the original client's JSON body", async () => {
    const answer = await server.request<{ data: Job }>('/api/jobs', {
      token,
      json: {
        ...fields,
        title: 'Remote Translator',
        workType: '3',
        company: 'Dilbilim',
        location: 'Ankara',
        workplace: 'remote',
        image: {},
        url: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      type: 'freelance',
      company: 'Dilbilim',
      location: 'Ankara',
      workplace: 'remote',
    });
  });

  it('are refused with the messages of the form when they break its rules', async () => {
    const answer = await server.request('/api/jobs', {
      token,
      form: jobForm(
        {
          ...fields,
          title: 'Too much',
          company: 'x'.repeat(limits.companyMaxLength + 1),
          location: 'x'.repeat(limits.locationMaxLength + 1),
          workplace: 'moon',
        },
        { data: png, name: 'a.png', type: 'image/png' },
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      company: [t('validation.maxLength', { max: limits.companyMaxLength })],
      location: [t('validation.maxLength', { max: limits.locationMaxLength })],
      workplace: [t('validation.workplaceInvalid')],
    });
  });

  it('shows no poster once their account is gone', async () => {
    const { token: leaving } = await server.signUp('Leaving Soon');
    const job = await postJob(server, leaving, { title: 'Orphaned Posting' });
    expect(job.posted_by).toBe('Leaving Soon');
    await server.app.database.db.execute(sql`DELETE FROM users WHERE name = 'Leaving Soon'`);
    const service = createJobService(server.app.database.db);
    expect((await service.bySlug(job.slug))?.posted_by).toBeNull();
  });
});

describe('lists narrowed by workplace, and search narrowed and paged', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    ({ token } = await server.signUp());
    const jobs: Record<string, string>[] = [
      { title: 'Remote React Developer', workType: '2', workplace: 'remote' },
      { title: 'Office Manager', workType: '1', workplace: 'on-site' },
      { title: 'React Native Freelancer', workType: '3', workplace: 'remote' },
      { title: 'Hybrid React Analyst', workType: '2', workplace: 'hybrid' },
      { title: 'Legacy Clerk', workType: '1' },
    ];
    for (const job of jobs) await postJob(server, token, job);
  });
  afterAll(() => server.close());

  const paginate = (path: string) => server.request(`/api/paginate/${path}`);
  const getType = (body: object) => server.request('/api/getType', { json: body });
  async function search(body: object) {
    const answer = await server.request<Job[]>('/api/search', { json: body });
    expect(answer.status).toBe(200);
    return { titles: titles(answer.body), total: Number(answer.headers.get('x-total-count')) };
  }

  it('pages the jobs of one workplace with their exact count', async () => {
    const remote = await paginate('0/5?workplace=remote');
    expect(remote.status).toBe(200);
    expect(titles(remote.body.data)).toEqual(['React Native Freelancer', 'Remote React Developer']);
    expect(remote.body.totalCount).toBe(2);
    expect((await paginate('1/1?workplace=remote')).body).toMatchObject({
      data: [{ title: 'Remote React Developer' }],
      totalCount: 2,
    });
    expect((await paginate('0/5')).body.totalCount).toBe(5);
  });

  it('pages the jobs of one type and workplace with their exact count', async () => {
    const answer = await getType({ type: 'part-time', workplace: 'remote' });
    expect(answer.body).toMatchObject({
      data: [{ title: 'Remote React Developer' }],
      totalCount: 1,
    });
    expect((await getType({ type: 'part-time' })).body.totalCount).toBe(2);
    expect((await getType({ type: 'full-time', workplace: 'hybrid' })).body).toEqual({
      data: [],
      totalCount: 0,
    });
  });

  it('answers the bare array for { data }, with the count of all matches in X-Total-Count', async () => {
    expect(await search({ data: 'react' })).toEqual({
      titles: ['Hybrid React Analyst', 'React Native Freelancer', 'Remote React Developer'],
      total: 3,
    });
    expect(await search({ data: '' })).toMatchObject({ total: 5 });
  });

  it('narrows a search by type and workplace, and pages it', async () => {
    expect(await search({ data: 'react', workplace: 'remote' })).toEqual({
      titles: ['React Native Freelancer', 'Remote React Developer'],
      total: 2,
    });
    expect(await search({ data: 'react', type: 'part-time' })).toEqual({
      titles: ['Hybrid React Analyst', 'Remote React Developer'],
      total: 2,
    });
    expect(await search({ data: 'react', offset: 1, limit: 1 })).toEqual({
      titles: ['React Native Freelancer'],
      total: 3,
    });
    expect(await search({ data: '', workplace: 'on-site' })).toEqual({
      titles: ['Office Manager'],
      total: 1,
    });
    expect(await search({ data: 'react', offset: 3 })).toEqual({ titles: [], total: 3 });
  });

  it.each([
    { path: '/api/paginate/0/5?workplace=moon' },
    { path: '/api/paginate/0/5?workplace=remote&workplace=hybrid' },
    { path: '/api/paginate/0/5?workplace=%00' },
    { path: '/api/getType', json: { type: 'freelance', workplace: 'moon' } },
    { path: '/api/getType', json: { type: 'freelance', workplace: null } },
    { path: '/api/search', json: { data: 'x', workplace: 'Remote' } },
    { path: '/api/search', json: { data: 'x', type: 'remote' } },
    { path: '/api/search', json: { data: 'x', limit: limits.searchMaxResults + 1 } },
    { path: '/api/search', json: { data: 'x', limit: 0 } },
    { path: '/api/search', json: { data: 'x', offset: -1 } },
    { path: '/api/search', json: { data: 'x', offset: '1' } },
  ])('refuses $path $json with a 422', async ({ path, json }) => {
    const answer = await server.request(path, json === undefined ? {} : { json });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('answers every new list fresh after a create, though each was cached', async () => {
    const reads = {
      paginate: () => paginate('0/1?workplace=remote'),
      getType: () => getType({ type: 'part-time', workplace: 'remote', limit: 1 }),
      search: () => search({ data: 'react', type: 'part-time', workplace: 'remote' }),
      searchPage: () => search({ data: 'react', offset: 0, limit: 1 }),
    };
    // Each read twice: the second answer comes from the cache.
    for (const read of Object.values(reads)) await read();
    expect((await reads.paginate()).body.totalCount).toBe(2);
    expect((await reads.getType()).body.totalCount).toBe(1);
    expect((await reads.search()).total).toBe(1);
    expect((await reads.searchPage()).total).toBe(3);

    await postJob(server, token, { title: 'React Lead', workType: '2', workplace: 'remote' });

    expect((await reads.paginate()).body).toMatchObject({
      data: [{ title: 'React Lead' }],
      totalCount: 3,
    });
    expect((await reads.getType()).body).toMatchObject({
      data: [{ title: 'React Lead' }],
      totalCount: 2,
    });
    expect(await reads.search()).toEqual({
      titles: ['React Lead', 'Remote React Developer'],
      total: 2,
    });
    expect(await reads.searchPage()).toEqual({ titles: ['React Lead'], total: 4 });
  });
});

describe('the counts by work type and workplace', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await seedManyJobs(server.app.database.db, 120, () => {});
  });
  afterAll(() => server.close());

  /** Every (work type, workplace) list's total as the service reads it, and as count(*) finds it. */
  async function bothCounts() {
    const { db } = server.app.database;
    const service = createJobService(db);
    const rows = await selectRows<{ work_type: number; workplace: string | null; n: number }>(
      db,
      sql`SELECT work_type, workplace, count(*)::int AS n FROM jobs WHERE live GROUP BY 1, 2`,
    );
    const counted = (workType?: number, workplace?: string) =>
      rows
        .filter((row) => workType === undefined || row.work_type === workType)
        .filter((row) => workplace === undefined || row.workplace === workplace)
        .reduce((total, row) => total + row.n, 0);
    const read: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const workType of [undefined, 1, 2, 3] as const) {
      for (const workplace of [undefined, 'on-site', 'remote', 'hybrid'] as const) {
        const key = `${workType ?? 'all'} ${workplace ?? 'any'}`;
        read[key] = (await service.list({ workType, workplace }, 0, 1)).totalCount;
        expected[key] = counted(workType, workplace);
      }
    }
    return { read, expected };
  }

  it('stay exact through bulk inserts, updates and deletes', async () => {
    const before = await bothCounts();
    expect(before.read).toEqual(before.expected);
    expect(before.read['all any']).toBe(120);

    const { db } = server.app.database;
    await db.execute(sql`UPDATE jobs SET workplace = 'remote' WHERE id % 3 = 0`);
    await db.execute(sql`UPDATE jobs SET workplace = NULL, work_type = 2 WHERE id % 7 = 0`);
    await db.execute(sql`DELETE FROM jobs WHERE id % 5 = 0`);
    // Expiry and renewal: live turned off, and on again along with another workplace.
    await db.execute(sql`UPDATE jobs SET live = false WHERE id % 4 = 0`);
    await db.execute(sql`UPDATE jobs SET live = true, workplace = 'hybrid' WHERE id % 8 = 0`);
    await db.execute(sql`DELETE FROM jobs WHERE id % 12 = 0`);
    const after = await bothCounts();
    expect(after.read).toEqual(after.expected);
    expect(after.read['all remote']).toBeGreaterThan(0);
  });

  it('give { data } alone the newest 50 of more matches, and their number', async () => {
    const answer = await server.request<Job[]>('/api/search', { json: { data: '' } });
    expect(answer.body).toHaveLength(limits.searchMaxResults);
    const [row] = await selectRows<{ n: number }>(
      server.app.database.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE live`,
    );
    expect(answer.headers.get('x-total-count')).toBe(String(row?.n));
  });
});

describe('PublicReads.list, what the server render reads', () => {
  it('answers any list with its total, a new job in it at once', async () => {
    const server = await startServer();
    try {
      const { db } = server.app.database;
      const cache = createReadCache({ maxBytes: 1 << 20 });
      const jobs = createJobService(db, inProcessChanges(db, cache));
      const changes = inProcessChanges(db, cache);
      const { reads } = publicReads(jobs, createCompanyService(db, changes, jobs))();
      const create = (title: string, workType: 1 | 2 | 3, workplace: 'remote' | null) =>
        jobs.create({
          ...{ title, salary: '', salaryFigures: null, description: '', detail: '' },
          ...{ workType, workplace },
          ...{ company: null, location: null, image: png, userId: null },
        });
      await create('Remote Designer', 3, 'remote');
      await create('Office Designer', 3, null);
      await create('Remote Writer', 2, 'remote');

      const remoteDesign = { type: 'freelance', workplace: 'remote', text: 'designer' } as const;
      expect(await reads.list(remoteDesign, 0, 5)).toMatchObject({
        data: [{ title: 'Remote Designer' }],
        totalCount: 1,
      });
      expect((await reads.list({ workplace: 'remote' }, 0, 5)).totalCount).toBe(2);
      expect((await reads.list({}, 0, 1)).totalCount).toBe(3);
      // What the API would refuse lists nothing here.
      expect(await reads.list({ text: 'a\u0000' }, 0, 5)).toEqual({ data: [], totalCount: 0 });

      await create('Remote Designer Lead', 3, 'remote');
      expect((await reads.list(remoteDesign, 0, 5)).totalCount).toBe(2);
      expect((await reads.list({ workplace: 'remote' }, 0, 5)).totalCount).toBe(3);
      expect((await reads.list({ type: 'freelance' }, 0, 5)).totalCount).toBe(3);
      expect(titles((await reads.list({ text: 'remote' }, 0, 5)).data)).toEqual([
        'Remote Designer Lead',
        'Remote Writer',
        'Remote Designer',
      ]);
    } finally {
      await server.close();
    }
  });
});
