import type { Alert, FilterCounts } from '@job/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm } from '../test/images';
import { jobFields, postJob } from '../test/jobs';
import { startServer, type TestServer } from '../test/server';
import type { Job } from './service';

let server: TestServer;
let token: string;

const post = (title: string, location: string, extra: Record<string, string> = {}) =>
  postJob(server, token, { salary: '₺50.000/ay', title, location, ...extra });

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
  // One city however it is typed; another whose name holds it; a third; none.
  await post('Garson', 'İstanbul');
  await post('Aşçı', ' ISTANBUL ', { workType: '2' });
  await post('Kurye', 'İstanbul');
  await post('Rehber', 'İstanbul Avrupa');
  await post('Balıkçı', 'İzmir');
  await post('Yazar', '');
});
afterAll(() => server.close());

const titles = (jobs: Job[]) => jobs.map((job) => job.title).toSorted();

async function listed(query: string) {
  const answer = await server.request<{ data: Job[]; totalCount: number }>(
    `/api/paginate/0/50?${query}`,
  );
  expect(answer.status, query).toBe(200);
  return { titles: titles(answer.body.data), total: answer.body.totalCount };
}

describe('a city', () => {
  it('lists the jobs whose whole city it is, however it is cased or accented', async () => {
    for (const city of ['İstanbul', 'ISTANBUL', 'istanbul', 'Istanbul', '  İSTANBUL ']) {
      expect(await listed(`city=${encodeURIComponent(city)}`), city).toEqual({
        titles: ['Aşçı', 'Garson', 'Kurye'],
        total: 3,
      });
    }
    expect(await listed('city=Berlin')).toEqual({ titles: [], total: 0 });
  });

  it('narrows a category, a search and the other filters as it does the board', async () => {
    const category = await server.request<{ data: Job[]; totalCount: number }>('/api/getType', {
      json: { type: 'part-time', city: 'istanbul' },
    });
    expect(titles(category.body.data)).toEqual(['Aşçı']);
    const search = await server.request<Job[]>('/api/search', {
      json: { data: 'a', city: 'İzmir', minSalary: 50000 },
    });
    expect(titles(search.body)).toEqual(['Balıkçı']);
    expect(search.headers.get('x-total-count')).toBe('1');
  });

  it('is counted beside the list: the cities with the most jobs, named as most spell them', async () => {
    const answer = await server.request<{ data: FilterCounts }>('/api/filterCounts');
    expect(answer.body.data.city).toEqual({
      any: 6,
      cities: [
        { name: 'İstanbul', count: 3 },
        { name: 'İstanbul Avrupa', count: 1 },
        { name: 'İzmir', count: 1 },
      ],
    });
    // The list's own city is named as the list names it, so its choice is the list's address.
    const own = await server.request<{ data: FilterCounts }>('/api/filterCounts?city=istanbul');
    expect(own.body.data.city.cities[0]).toEqual({ name: 'istanbul', count: 3 });
    expect(own.body.data.workType['part-time']).toBe(1);
    // A city with no jobs is among the choices of its own list, with none.
    const none = await server.request<{ data: FilterCounts }>('/api/filterCounts?city=Berlin');
    expect(none.body.data.city.cities.at(-1)).toEqual({ name: 'Berlin', count: 0 });
    expect(none.body.data.workType['full-time']).toBe(0);
  });

  it('lists a job edited into it at once, though the list was kept', async () => {
    expect((await listed('city=Ankara')).total).toBe(0);
    const [writer] = (await server.request<Job[]>('/api/search', { json: { data: 'Yazar' } })).body;
    const edited = await server.request(`/api/jobs/${writer?.slug}?lang=tr`, {
      method: 'PUT',
      token,
      form: jobForm({ ...jobFields, salary: '₺50.000/ay', title: 'Yazar', location: 'Ankara' }),
    });
    expect(edited.status).toBe(200);
    expect(await listed('city=Ankara')).toEqual({ titles: ['Yazar'], total: 1 });
  });

  it('is refused empty or longer than a posting takes', async () => {
    for (const city of ['', 'x'.repeat(81)]) {
      expect((await server.request(`/api/paginate/0/5?city=${city}`)).status).toBe(422);
    }
  });

  it('narrows a feed, which names it', async () => {
    const feed = await fetch(`${server.baseUrl}/feed.xml?city=istanbul&lang=tr`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    for (const title of ['Garson', 'Aşçı', 'Kurye']) expect(xml).toContain(title);
    expect(xml).not.toContain('Rehber');
    expect(xml).toContain('<title>Tüm ilanlar, şehir: istanbul — Job</title>');
    expect(xml).toContain('/?city=istanbul');
  });

  it('is saved with a search, named in the alert', async () => {
    const { token: seeker } = await server.signUp('Seeker');
    const saved = await server.request<{ data: Alert }>('/api/me/alerts?lang=tr', {
      token: seeker,
      json: { q: 'garson', city: ' İstanbul ' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ city: 'İstanbul', name: '"garson", İstanbul' });
    // The same search in another spelling is the one saved.
    const again = await server.request<{ data: Alert }>('/api/me/alerts', {
      token: seeker,
      json: { q: 'GARSON', city: 'ISTANBUL' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(saved.body.data.id);
  });
});
