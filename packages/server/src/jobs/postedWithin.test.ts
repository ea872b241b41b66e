import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { postedSinceOf } from './filters';
import type { Job } from './service';

let server: TestServer;
let token: string;
let png: Buffer;

const fields = { description: 'Kısa', workType: '1', detail: '<p>x</p>' };

async function post(title: string) {
  const answer = await server.request<{ data: Job }>('/api/jobs?lang=tr', {
    token,
    form: jobForm({ ...fields, title }, { data: png, name: 'a.png', type: 'image/png' }),
  });
  expect(answer.status).toBe(201);
  return answer.body.data.slug;
}

/** The postings, by how long ago they were posted. */
const slugs: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
  png = await picture('png');
  // Oldest first, as their ids would be.
  const postedAgo = { days45: '45 days', days20: '20 days', days3: '3 days', hours2: '2 hours' };
  for (const [name, ago] of Object.entries(postedAgo)) {
    slugs[name] = await post(`İlan ${name}`);
    // Before any list is read (and kept): no write changes when a job was posted.
    await server.app.database.db.execute(
      sql`UPDATE jobs SET created_at = now() - ${ago}::interval WHERE slug = ${slugs[name]}`,
    );
  }
});
afterAll(() => server.close());

const slugsOf = (jobs: Job[]) => jobs.map((job) => job.slug);

describe('a date posted window', () => {
  it('lists the jobs posted within its days, newest first, with their count', async () => {
    const expected = {
      1: [slugs.hours2],
      7: [slugs.hours2, slugs.days3],
      30: [slugs.hours2, slugs.days3, slugs.days20],
    };
    for (const [days, listed] of Object.entries(expected)) {
      const page = await server.request<{ data: Job[]; totalCount: number }>(
        `/api/paginate/0/50?postedWithinDays=${days}`,
      );
      expect(page.status).toBe(200);
      expect(slugsOf(page.body.data), days).toEqual(listed);
      expect(page.body.totalCount).toBe(listed.length);
    }
    const all = await server.request<{ totalCount: number }>('/api/paginate/0/50');
    expect(all.body.totalCount).toBe(4);
  });

  it('narrows a category and a search as it does the board', async () => {
    const category = await server.request<{ data: Job[]; totalCount: number }>('/api/getType', {
      json: { type: 'full-time', postedWithinDays: 7 },
    });
    expect(slugsOf(category.body.data)).toEqual([slugs.hours2, slugs.days3]);
    expect(category.body.totalCount).toBe(2);

    const search = await server.request<Job[]>('/api/search', {
      json: { data: 'ilan', postedWithinDays: 30, limit: 1, offset: 2 },
    });
    expect(slugsOf(search.body)).toEqual([slugs.days20]);
    expect(search.headers.get('x-total-count')).toBe('3');
  });

  it('refuses a window the lists do not offer', async () => {
    for (const query of ['postedWithinDays=2', 'postedWithinDays=abc', 'postedWithinDays=0']) {
      const answer = await server.request<{ message: string }>(`/api/paginate/0/5?${query}`);
      expect(answer.status, query).toBe(422);
    }
    const body = await server.request('/api/getType', {
      json: { type: 'freelance', postedWithinDays: '7' },
    });
    expect(body.status).toBe(422);
  });

  it('shows a new posting in a kept window at once', async () => {
    const window = () =>
      server
        .request<{ data: Job[] }>('/api/paginate/0/50?postedWithinDays=1')
        .then(({ body }) => slugsOf(body.data));
    expect(await window()).toEqual([slugs.hours2]);
    const fresh = await post('Yeni ilan');
    expect(await window()).toEqual([fresh, slugs.hours2]);
  });

  it('names the window in a feed, which lists the same jobs', async () => {
    const feed = await fetch(`${server.baseUrl}/feed.xml?posted=7&lang=tr`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<title>Tüm ilanlar, Son 7 gün — Job</title>');
    expect(xml).toContain('/?posted=7');
    expect(xml).toContain(slugs.days3);
    expect(xml).not.toContain(slugs.days20);
    const refused = await server.request('/feed.xml?posted=2');
    expect(refused.status).toBe(422);
  });
});

describe('postedSinceOf', () => {
  it('starts a window its days before the minute, so a minute’s lists are one', () => {
    const now = Date.parse('2026-11-29T12:34:56.789Z');
    expect(postedSinceOf(7, now)?.toISOString()).toBe('2026-11-22T12:34:00.000Z');
    expect(postedSinceOf(1, now + 3000)).toEqual(postedSinceOf(1, now));
    expect(postedSinceOf(undefined, now)).toBeUndefined();
  });
});
