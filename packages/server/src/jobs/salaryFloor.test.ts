import { limits } from '@job/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import type { Job } from './service';

let server: TestServer;
let token: string;
let png: Buffer;

const fields = { description: 'Kısa', workType: '1', detail: '<p>x</p>' };

async function post(title: string, salary: Record<string, string>) {
  const answer = await server.request<{ data: Job }>('/api/jobs?lang=tr', {
    token,
    form: jobForm({ ...fields, title, ...salary }, { data: png, name: 'a.png', type: 'image/png' }),
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

/** The postings, by what their salary is worth a month. */
const slugs: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
  png = await picture('png');
  const month = { salaryCurrency: 'TRY', salaryPeriod: 'month' };
  slugs.rangeTo60k = (
    await post('Aralık', { ...month, salaryMin: '40000', salaryMax: '60000' })
  ).slug;
  slugs.only45k = (await post('Tek rakam', { ...month, salaryMin: '45000' })).slug;
  slugs.yearOf600k = (await post('Yıllık', { salary: '₺600.000 yıllık' })).slug;
  slugs.noPeriod = (await post('Dönemsiz', { salary: '₺70.000' })).slug;
  slugs.unread = (await post('Görüşülür', { salary: 'Görüşülür' })).slug;
  slugs.dollarsAnHour = (await post('Saatlik', { salary: '$30/hour' })).slug;
});
afterAll(() => server.close());

const titlesOf = (jobs: Job[]) => jobs.map((job) => job.slug).toSorted();

describe('a salary floor', () => {
  it('lists the jobs of its currency paying at least it a month, a range by its top', async () => {
    const floor = await server.request<{ data: Job[]; totalCount: number }>(
      '/api/paginate/0/50?minSalary=50000',
    );
    expect(floor.status).toBe(200);
    // ₺600.000 a year is ₺50.000 a month; ₺45.000 falls short; ₺70.000 says no period; the
    // dollars are another currency.
    expect(titlesOf(floor.body.data)).toEqual([slugs.rangeTo60k, slugs.yearOf600k].toSorted());
    expect(floor.body.totalCount).toBe(2);

    // $30 an hour is $5.200 a month of 40-hour weeks.
    const dollars = await server.request<{ data: Job[]; totalCount: number }>(
      '/api/paginate/0/50?minSalary=5200&salaryCurrency=USD',
    );
    expect(titlesOf(dollars.body.data)).toEqual([slugs.dollarsAnHour]);
    const above = await server.request<{ totalCount: number }>(
      '/api/paginate/0/50?minSalary=5201&salaryCurrency=USD',
    );
    expect(above.body.totalCount).toBe(0);
  });

  it('narrows a category and a search as it does the board', async () => {
    const category = await server.request<{ data: Job[]; totalCount: number }>('/api/getType', {
      json: { type: 'full-time', minSalary: 60000, limit: limits.pageSize },
    });
    expect(titlesOf(category.body.data)).toEqual([slugs.rangeTo60k]);
    expect(category.body.totalCount).toBe(1);

    const search = await server.request<Job[]>('/api/search', {
      json: { data: 'yıllık', minSalary: 50000 },
    });
    expect(titlesOf(search.body)).toEqual([slugs.yearOf600k]);
    expect(search.headers.get('x-total-count')).toBe('1');
  });

  it('refuses a floor that is no whole amount above 0, or in an unknown currency', async () => {
    for (const query of ['minSalary=0', 'minSalary=abc', 'minSalary=1.5', 'salaryCurrency=JPY']) {
      const answer = await server.request<{ message: string }>(`/api/paginate/0/5?${query}`);
      expect(answer.status, query).toBe(422);
    }
  });

  it('shows a salary edited past the floor at once, though the list was kept', async () => {
    const floorList = () =>
      server.request<{ data: Job[] }>('/api/paginate/0/50?minSalary=50000').then(({ body }) => {
        return titlesOf(body.data);
      });
    expect(await floorList()).not.toContain(slugs.only45k);
    const edited = await server.request(`/api/jobs/${slugs.only45k}?lang=tr`, {
      method: 'PUT',
      token,
      form: jobForm({
        ...fields,
        title: 'Tek rakam',
        ...{ salaryMin: '55000', salaryCurrency: 'TRY', salaryPeriod: 'month' },
      }),
    });
    expect(edited.status).toBe(200);
    expect(await floorList()).toContain(slugs.only45k);
  });
});
