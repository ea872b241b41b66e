import { describe, expect, it } from 'vitest';
import { settle } from '../test/heldAnswers';
import { sampleJob } from '../test/sampleJob';
import { storesWith } from '../test/storesWithJobs';
import { jobDetailOf } from './jobDetail';
import type { JobsSeed } from './jobs';

function storesWithDetail(seed?: JobsSeed) {
  const stores = storesWith(seed);
  return { ...stores, detail: jobDetailOf(stores) };
}

describe('opening one job', () => {
  it('shows a detail opened from the loaded list at once, asking nothing', async () => {
    const { jobs, server, detail } = storesWithDetail();
    const rows = [sampleJob('listed-1'), sampleJob('listed-2')];
    const load = jobs.load({ category: null, q: '', page: 1 });
    await server.answer(0, { data: rows, totalCount: 2 });
    await load;

    const opening = detail.open('listed-2');
    expect(jobs.state).toMatchObject({ detail: rows[1], detailLoading: false });
    await opening;
    await settle();
    expect(server.calls).toHaveLength(1);
  });

  it('drops a detail whose answer arrives after another detail was opened', async () => {
    const { jobs, server, detail } = storesWithDetail();
    const first = detail.open('first');
    const second = detail.open('second');
    const secondJob = sampleJob('second');

    await server.answer(1, { data: secondJob });
    await second;
    await server.answer(0, { data: sampleJob('first') });
    await first;

    expect(server.calls.map(({ name }) => name)).toEqual([
      'GET /api/jobs/first',
      'GET /api/jobs/second',
    ]);
    expect(jobs.state).toMatchObject({
      detailSlug: 'second',
      detail: secondJob,
      detailLoading: false,
    });
  });

  it('keeps why a detail did not arrive, and a retry brings it', async () => {
    const { jobs, toasts, server, detail } = storesWithDetail();
    const opening = detail.open('flaky');
    await server.answer(0, { message: 'The database is down.' }, { status: 503 });
    await opening;

    expect(jobs.state).toMatchObject({
      detailSlug: 'flaky',
      detail: null,
      detailLoading: false,
      detailFailure: 'The database is down.',
    });
    expect(toasts.state.toasts).toMatchObject([{ title: 'The database is down.', tone: 'error' }]);

    const retrying = detail.retry();
    // The failure stays on screen while the retry is on its way, its button waiting.
    expect(jobs.state).toMatchObject({
      detailLoading: true,
      detailFailure: 'The database is down.',
    });
    const job = sampleJob('flaky');
    expect((await server.call(1)).name).toBe('GET /api/jobs/flaky');
    await server.answer(1, { data: job });
    await retrying;
    expect(jobs.state).toMatchObject({ detail: job, detailLoading: false, detailFailure: null });
  });

  it('tells a job no one has (404) from one that did not arrive', async () => {
    const { jobs, toasts, server, detail } = storesWithDetail();
    const opening = detail.open('gone');
    await server.answer(0, { message: 'Not found' }, { status: 404 });
    await opening;

    expect(jobs.state).toMatchObject({ detail: null, detailLoading: false, detailFailure: null });
    expect(toasts.state.toasts).toEqual([]);
    // Nothing to retry: the job is missing, not failed.
    await detail.retry();
    await settle();
    expect(server.calls).toHaveLength(1);
  });

  it('forgets the failure of a detail when another job opens', async () => {
    const { jobs, server, detail } = storesWithDetail();
    const failing = detail.open('first');
    await server.answer(0, { message: 'Bad gateway' }, { status: 502 });
    await failing;
    expect(jobs.state.detailFailure).toBe('Bad gateway');

    const second = detail.open('second');
    expect(jobs.state).toMatchObject({
      detailSlug: 'second',
      detailFailure: null,
      detailLoading: true,
    });
    await server.answer(1, { data: sampleJob('second') });
    await second;
    expect(jobs.state.detailFailure).toBeNull();
  });

  it('asks nothing the first time a job a server render found missing opens, then asks again', async () => {
    const { jobs, server, detail } = storesWithDetail({ detail: { slug: 'gone', job: null } });
    await detail.open('gone');
    expect(jobs.state).toMatchObject({ detailSlug: 'gone', detail: null, detailLoading: false });
    expect(server.calls).toHaveLength(0);

    // Opened again later (back, then forward): it may have been posted since.
    const again = detail.open('gone');
    expect((await server.call(0)).name).toBe('GET /api/jobs/gone');
    await server.answer(0, { message: 'Not found' }, { status: 404 });
    await again;
    expect(jobs.state).toMatchObject({ detail: null, detailLoading: false, detailFailure: null });
  });
});
