import { describe, expect, it } from 'vitest';
import { holdAnswers } from '../test/heldAnswers';
import { sampleJob } from '../test/sampleJob';
import { defaultLanguage } from '../test/texts';
import type { JobListQuery } from './jobs';
import { similarJobsOf, similarKey, similarQuery } from './similarJobs';
import { createStores } from './stores';

function storesWithServer() {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    client: server.client,
    language: defaultLanguage(),
  });
  return { similar: similarJobsOf(stores), server };
}

describe('similar jobs', () => {
  it('are a job’s work type, itself left out', () => {
    expect(similarQuery({ job: sampleJob('vue', { work_type: 3 }) })).toEqual({
      list: { category: 'freelance', q: '' },
      exclude: 'vue',
    });
    // No job at the address: the newest jobs.
    expect(similarQuery({ job: undefined })).toEqual({ list: { category: null, q: '' } });
  });

  it('widen a list that matched nothing, never to the same list', () => {
    const search: JobListQuery = {
      category: 'part-time',
      page: 2,
      q: 'senior react',
      workplace: 'remote',
    };
    expect(similarQuery({ emptyList: search })).toEqual({
      list: { category: null, q: 'senior' },
    });
    // A one-word search of the whole board: that word found nothing, so the newest jobs.
    expect(similarQuery({ emptyList: { category: null, page: 1, q: 'cobol' } })).toEqual({
      list: { category: null, q: '' },
    });
    expect(
      similarQuery({ emptyList: { category: 'freelance', page: 1, q: '', workplace: 'remote' } }),
    ).toEqual({ list: { category: 'freelance', q: '' } });
    expect(similarQuery({ emptyList: { category: 'freelance', page: 1, q: '' } })).toEqual({
      list: { category: null, q: '' },
    });
    // A salary floor no job reaches: the same list at any pay.
    const salary = { amount: 150_000, currency: 'TRY' } as const;
    expect(similarQuery({ emptyList: { category: null, page: 1, q: '', salary } })).toEqual({
      list: { category: null, q: '' },
    });
    // An empty board has nothing wider.
    expect(similarQuery({ emptyList: { category: null, page: 1, q: '' } })).toBeNull();
  });

  it('read a few jobs once, without the one they are like', async () => {
    const { similar, server } = storesWithServer();
    const query = { list: { category: 'full-time' as const, q: '' }, exclude: 'b' };
    const loading = similar.load(query);
    void similar.load(query);
    const call = await server.call(0);
    expect(call.name).toBe('POST /api/getType');
    await server.answer(0, {
      data: ['a', 'b', 'c', 'd', 'e'].map((slug) => sampleJob(slug)),
      totalCount: 5,
    });
    await loading;

    expect(server.calls).toHaveLength(1);
    expect(similar.state.byKey[similarKey(query)]?.map((job) => job.slug)).toEqual(['a', 'c', 'd']);
  });

  it('are none, not an error, when their read fails', async () => {
    const { similar, server } = storesWithServer();
    const query = { list: { category: null, q: 'vue' } };
    const loading = similar.load(query);
    expect((await server.call(0)).name).toBe('POST /api/search');
    await server.answer(0, { message: 'The database is down.' }, { status: 500 });
    await loading;

    expect(similar.state.byKey[similarKey(query)]).toEqual([]);
  });
});
