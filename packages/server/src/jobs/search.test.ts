import { limits } from '@job/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/connect';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import type { Job } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  const { token } = await server.signUp();
  const png = await picture('png', 16, 16);
  const jobs: Record<string, string>[] = [
    { title: 'Yazılım Geliştirici', description: 'İstanbul merkezli ekip' },
    { title: 'Çağrı Merkezi Temsilcisi', description: 'Şişli ofisi' },
    { title: '100% remote_work', description: 'back\\slash' },
    { title: 'Garden helper', description: 'ISTANBUL, Kadıköy' },
    {
      title: 'Lighthouse keeper',
      description: 'Nights',
      company: 'Karadeniz Fener',
      location: 'Berlin',
    },
    { title: 'Harbour pilot', description: 'Days', company: 'Ege Liman', location: 'İzmir' },
  ];
  for (const job of jobs) {
    await server.request('/api/jobs', {
      token,
      form: jobForm({ ...job, workType: '1' }, { data: png, name: 'a.png', type: 'image/png' }),
    });
  }
});
afterAll(() => server.close());

/** The titles found; the count beside them (a count of its own) must agree. */
async function search(text: string, type?: string): Promise<string[]> {
  const answer = await server.request<Job[]>('/api/search', { json: { data: text, type } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-total-count'), text).toBe(String(answer.body.length));
  return answer.body.map((job) => job.title);
}

describe('POST /api/search', () => {
  it('searches an index with no pending list: a burst of creates does not slow the next searches', async () => {
    // With fastupdate (the default), new rows wait in a list every search reads whole until a
    // vacuum: 1,964 creates made a new word's search 5× slower (migration 0016).
    const rows = await selectRows<{ options: string[] }>(
      server.app.database.db,
      sql`SELECT reloptions AS options FROM pg_class WHERE relname = 'jobs_search_text_idx'`,
    );
    expect(rows).toEqual([{ options: ['fastupdate=off'] }]);
  });

  it('finds yazılım however it is typed: YAZILIM, yazılım, yazilim, Yazılım', async () => {
    for (const text of ['YAZILIM', 'yazılım', 'yazilim', 'Yazılım', 'YAZİLİM']) {
      expect(await search(text), text).toEqual(['Yazılım Geliştirici']);
    }
  });

  it('finds İstanbul, ISTANBUL and istanbul in the brief, newest first', async () => {
    for (const text of ['İstanbul', 'ISTANBUL', 'istanbul', 'İSTANBUL']) {
      expect(await search(text), text).toEqual(['Garden helper', 'Yazılım Geliştirici']);
    }
  });

  it('folds the other Turkish letters too', async () => {
    expect(await search('CAGRI MERKEZI')).toEqual(['Çağrı Merkezi Temsilcisi']);
    expect(await search('sisli')).toEqual(['Çağrı Merkezi Temsilcisi']);
    expect(await search('kadikoy')).toEqual(['Garden helper']);
  });

  it('finds a job by its company and its city, folded as the rest', async () => {
    expect(await search('Berlin')).toEqual(['Lighthouse keeper']);
    expect(await search('karadeniz')).toEqual(['Lighthouse keeper']);
    for (const text of ['İzmir', 'IZMIR', 'izmir', 'ege liman']) {
      expect(await search(text), text).toEqual(['Harbour pilot']);
    }
  });

  it('narrows by work type, with texts short and long', async () => {
    for (const text of ['istanbul', 'kadıköy', 'ş', 'er']) {
      expect(await search(text, 'full-time'), text).toEqual(await search(text));
      expect(await search(text, 'freelance'), text).toEqual([]);
    }
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await search('%')).toEqual(['100% remote_work']);
    expect(await search('_')).toEqual(['100% remote_work']);
    expect(await search('\\')).toEqual(['100% remote_work']);
    expect(await search('e%r')).toEqual([]);
  });

  it('answers the newest jobs for an empty text, at most 50, and refuses a long one', async () => {
    expect(await search('  ')).toHaveLength(6);
    const long = await server.request('/api/search', {
      json: { data: 'x'.repeat(limits.searchMaxLength + 1) },
    });
    expect(long.status).toBe(422);
    expect((await server.request('/api/search', { json: {} })).status).toBe(422);
  });
});
