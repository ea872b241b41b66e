import type { ListSort } from '@job/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm } from '../test/images';
import { jobFields, postJob } from '../test/jobs';
import { startServer, type TestServer } from '../test/server';
import type { JobFilter } from './filters';
import type { PostedJobRow } from './jobRows';
import { createJobReads } from './reads';
import type { Job } from './service';

let server: TestServer;
let token: string;

/** Posts a job, the oldest first: ids, and so the newest first, follow the order of the posts. */
const post = (title: string, extra: Record<string, string> = {}) =>
  postJob(server, token, { title, ...extra });

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
  const month = { salaryCurrency: 'TRY', salaryPeriod: 'month' };
  // Oldest first. "kotlin" is in two titles, one company, one city and one brief.
  await post('Kotlin geliştirici', { ...month, salaryMin: '40000', salaryMax: '60000' });
  await post('Mobil geliştirici', { company: 'Kotlin Atölyesi', ...month, salaryMin: '90000' });
  await post('Saha mühendisi', { location: 'Kotlinsk', salary: '$30/hour' });
  await post('KOTLIN backend', { salary: '₺600.000 yıllık' });
  await post('Android geliştirici', { description: 'Kotlin ve Jetpack', salary: 'Görüşülür' });
  await post('Veri analisti', { ...month, salaryMin: '75000' });
});
afterAll(() => server.close());

const titles = (jobs: Job[]) => jobs.map((job) => job.title);

async function searched(body: Record<string, unknown>) {
  const answer = await server.request<Job[]>('/api/search', { json: body });
  expect(answer.status).toBe(200);
  return titles(answer.body);
}

async function listed(query: string) {
  const answer = await server.request<{ data: Job[]; totalCount: number }>(
    `/api/paginate/0/50${query}`,
  );
  expect(answer.status).toBe(200);
  return titles(answer.body.data);
}

describe('a search', () => {
  it('lists the title matches first, then the company and city ones, then the brief ones, the newest first among equals', async () => {
    const best = ['KOTLIN backend', 'Kotlin geliştirici', 'Saha mühendisi', 'Mobil geliştirici'];
    expect(await searched({ data: 'kotlin' })).toEqual([...best, 'Android geliştirici']);
    expect(await searched({ data: 'kotlin', sort: 'relevance' })).toEqual([
      ...best,
      'Android geliştirici',
    ]);
  });

  it('lists its matches the newest first when asked', async () => {
    expect(await searched({ data: 'kotlin', sort: 'newest' })).toEqual([
      'Android geliştirici',
      'KOTLIN backend',
      'Saha mühendisi',
      'Mobil geliştirici',
      'Kotlin geliştirici',
    ]);
  });

  it('pages its best matches in their order, a page starting or ending in any tier', async () => {
    const all = await searched({ data: 'kotlin' });
    for (let offset = 0; offset <= all.length; offset++) {
      for (let limit = 1; limit <= all.length; limit++) {
        expect(await searched({ data: 'kotlin', offset, limit }), `${offset}+${limit}`).toEqual(
          all.slice(offset, offset + limit),
        );
      }
    }
  });
});

describe('a list by pay', () => {
  it("lists the highest month's pay in lira first, then the rest newest first", async () => {
    // ₺90.000, ₺75.000, ₺60.000 (a range by its top), ₺50.000 (₺600.000 a year); then dollars and
    // 'Görüşülür', the newest first.
    expect(await listed('?sort=salary')).toEqual([
      'Mobil geliştirici',
      'Veri analisti',
      'Kotlin geliştirici',
      'KOTLIN backend',
      'Android geliştirici',
      'Saha mühendisi',
    ]);
  });

  it('pages by pay in that order, a page starting or ending in either part', async () => {
    const all = await listed('?sort=salary');
    for (let offset = 0; offset <= all.length; offset++) {
      for (let limit = 1; limit <= all.length; limit++) {
        const answer = await server.request<{ data: Job[] }>(
          `/api/paginate/${offset}/${limit}?sort=salary`,
        );
        expect(titles(answer.body.data), `${offset}+${limit}`).toEqual(
          all.slice(offset, offset + limit),
        );
      }
    }
  });

  it("compares in the salary floor's currency", async () => {
    expect(await listed('?sort=salary&minSalary=1000&salaryCurrency=USD')).toEqual([
      'Saha mühendisi',
    ]);
    expect(await searched({ data: 'kotlin', sort: 'salary' })).toEqual([
      'Mobil geliştirici',
      'Kotlin geliştirici',
      'KOTLIN backend',
      'Android geliştirici',
      'Saha mühendisi',
    ]);
  });

  it('orders a category as the board', async () => {
    const answer = await server.request<{ data: Job[] }>('/api/getType', {
      json: { type: 'full-time', sort: 'salary', limit: 3 },
    });
    expect(titles(answer.body.data)).toEqual([
      'Mobil geliştirici',
      'Veri analisti',
      'Kotlin geliştirici',
    ]);
  });

  it('moves a job whose salary is edited, though the list was kept', async () => {
    expect((await listed('?sort=salary'))[0]).toBe('Mobil geliştirici');
    const [analyst] = (await server.request<Job[]>('/api/search', { json: { data: 'analisti' } }))
      .body;
    const edited = await server.request(`/api/jobs/${analyst?.slug}?lang=tr`, {
      method: 'PUT',
      token,
      form: jobForm({
        ...jobFields,
        title: 'Veri analisti',
        ...{ salaryMin: '120000', salaryCurrency: 'TRY', salaryPeriod: 'month' },
      }),
    });
    expect(edited.status).toBe(200);
    expect((await listed('?sort=salary'))[0]).toBe('Veri analisti');
  });
});

describe('a page in an order', () => {
  /** The titles of every page of `filter`, read tier by tier: how a page of many matches is read. */
  async function everyPageTierByTier(filter: JobFilter, total: number) {
    const reads = createJobReads(
      server.app.database.db,
      (row: PostedJobRow) => row as unknown as Job,
      0,
    );
    const pages = new Map<string, string[]>();
    for (let offset = 0; offset <= total; offset++) {
      for (let limit = 1; limit <= total; limit++) {
        pages.set(`${offset}+${limit}`, titles((await reads.list(filter, offset, limit)).data));
      }
    }
    return pages;
  }

  it.each<[ListSort, JobFilter]>([
    ['relevance', { text: 'kotlin' }],
    ['salary', { text: 'kotlin' }],
    ['salary', {}],
  ])('by %s is the same read tier by tier as sorted at once, %o', async (sort, filter) => {
    const all = titles(
      (
        await createJobReads(server.app.database.db, (row) => row as unknown as Job).list(
          { ...filter, sort },
          0,
          50,
        )
      ).data,
    );
    expect(all.length).toBeGreaterThan(3);
    for (const [page, found] of await everyPageTierByTier({ ...filter, sort }, all.length)) {
      const [offset = 0, limit = 0] = page.split('+').map(Number);
      expect(found, page).toEqual(all.slice(offset, offset + limit));
    }
  });
});

describe('an order', () => {
  it('is one the API offers', async () => {
    for (const query of ['?sort=oldest', '?sort=', '?sort=SALARY']) {
      const answer = await server.request(`/api/paginate/0/5${query}`);
      expect(answer.status, query).toBe(422);
    }
    const search = await server.request('/api/search', { json: { data: 'x', sort: 'best' } });
    expect(search.status).toBe(422);
  });

  it('of relevance lists a list without a text the newest first', async () => {
    expect(await listed('?sort=relevance')).toEqual(await listed(''));
    expect((await listed(''))[0]).toBe('Veri analisti');
  });
});
