import { type CreateJobBody, hrefs, type Job } from '@job/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../test/heldAnswers';
import { sampleJob } from '../test/sampleJob';
import { counts, storesWith } from '../test/storesWithJobs';
import { defaultLanguage } from '../test/texts';
import { jobFormsOf } from './jobForms';
import type { JobListQuery } from './jobs';

const firstPage: JobListQuery = { category: null, q: '', page: 1 };
const secondPage: JobListQuery = { ...firstPage, page: 2 };
const search: JobListQuery = { ...firstPage, q: 'vue' };

const jobsOf = (name: string, count = 2) =>
  Array.from({ length: count }, (_, index) => sampleJob(`${name}-${index + 1}`));
const listAnswer = (data: Job[], totalCount = data.length) => ({ data, totalCount });

// Creating a job takes the browser to /; Node has no history to push to.
const history = { pushState: vi.fn(), replaceState: vi.fn() };
beforeEach(() => vi.stubGlobal('history', history));
afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState.mockClear();
});

describe('the jobs store', () => {
  it('lets a search that overtook a page load win, with neither spinner left on', async () => {
    const { jobs, server } = storesWith();
    const pageLoad = jobs.load(firstPage);
    expect(jobs.state.loading).toBe(true);
    const searchLoad = jobs.load(search);
    expect(jobs.state).toMatchObject({ loading: false, searchLoading: true });

    const found = jobsOf('vue', 1);
    await server.answer(1, found, { headers: { 'x-total-count': '1' } });
    await searchLoad;
    await server.answer(0, listAnswer(jobsOf('all', 5), 12));
    await pageLoad;

    expect((await server.call(1)).name).toBe('POST /api/search');
    expect(jobs.state).toMatchObject({
      jobs: found,
      totalCount: 1,
      search: 'vue',
      loading: false,
      searchLoading: false,
    });
  });

  it('keeps the later page when an earlier one answers after it', async () => {
    const { jobs, server } = storesWith();
    const earlier = jobs.load(firstPage);
    const later = jobs.load(secondPage);
    const secondRows = jobsOf('page-2');

    await server.answer(1, listAnswer(secondRows, 7));
    await later;
    await server.answer(0, listAnswer(jobsOf('page-1', 5), 7));
    await earlier;

    expect(server.calls.map(({ name }) => name)).toEqual([
      'GET /api/paginate/0/5',
      'GET /api/paginate/5/5',
    ]);
    expect(jobs.state).toMatchObject({ jobs: secondRows, totalCount: 7, loading: false });
  });

  it('asks each list call for the salary floor, and clears the rows of a list without it', async () => {
    const { jobs, server } = storesWith();
    const salary = { amount: 4000, currency: 'EUR' } as const;
    const unfiltered = jobsOf('all', 5);
    const board = jobs.load(firstPage);
    await server.answer(0, listAnswer(unfiltered, 12));
    await board;

    const floor = jobs.load({ ...firstPage, salary });
    // Another list: the board's rows are not this one's.
    expect(jobs.state).toMatchObject({ jobs: [], loading: true });
    expect(new URL((await server.call(1)).request.url).search).toBe(
      '?minSalary=4000&salaryCurrency=EUR',
    );
    await server.answer(1, listAnswer(jobsOf('paid', 1)));
    await floor;

    const category = jobs.load({ ...firstPage, category: 'freelance', salary });
    expect(await (await server.call(2)).request.json()).toEqual({
      type: 'freelance',
      minSalary: 4000,
      salaryCurrency: 'EUR',
      offset: 0,
      limit: 5,
    });
    await server.answer(2, listAnswer([]));
    await category;

    const searched = jobs.load({ ...search, salary });
    expect(await (await server.call(3)).request.json()).toMatchObject({
      data: 'vue',
      minSalary: 4000,
      salaryCurrency: 'EUR',
    });
    await server.answer(3, [], { headers: { 'x-total-count': '0' } });
    await searched;
  });

  it('asks each list call for the date window, and clears the rows of a list without it', async () => {
    const { jobs, server } = storesWith();
    const board = jobs.load(firstPage);
    await server.answer(0, listAnswer(jobsOf('all', 5), 12));
    await board;

    const recent = jobs.load({ ...firstPage, posted: 7 });
    expect(jobs.state).toMatchObject({ jobs: [], loading: true });
    expect(new URL((await server.call(1)).request.url).search).toBe('?postedWithinDays=7');
    await server.answer(1, listAnswer(jobsOf('recent', 2)));
    await recent;
    expect(jobs.state.jobs).toHaveLength(2);

    const searched = jobs.load({ ...search, category: 'freelance', posted: 1 });
    expect(await (await server.call(2)).request.json()).toMatchObject({
      data: 'vue',
      type: 'freelance',
      postedWithinDays: 1,
    });
    await server.answer(2, [], { headers: { 'x-total-count': '0' } });
    await searched;
  });

  it('asks for the counts of a selection once, for all its pages, and again after a change', async () => {
    const { jobs, server } = storesWith();
    const countsAsked = () =>
      server.answeredAtOnce.map(({ url }) => Object.fromEntries(new URL(url).searchParams));
    const narrowed: JobListQuery = { ...search, category: 'part-time', workplace: 'remote' };
    const loaded = jobs.load(narrowed);
    await server.answer(0, [], { headers: { 'x-total-count': '0' } });
    await loaded;
    expect(jobs.state.counts).toEqual(counts);
    const narrowedCounts = { type: 'part-time', workplace: 'remote', q: 'vue' };
    expect(countsAsked()).toEqual([narrowedCounts]);

    // Its next page: the same counts, not asked again.
    const nextPage = jobs.load({ ...narrowed, page: 2 });
    await server.answer(1, [], { headers: { 'x-total-count': '0' } });
    await nextPage;
    expect(countsAsked()).toHaveLength(1);

    // Another selection: its own counts, none shown meanwhile.
    const all = jobs.load(firstPage);
    expect(jobs.state.counts).toBeUndefined();
    await server.answer(2, listAnswer(jobsOf('all')));
    await all;
    expect(countsAsked()).toEqual([narrowedCounts, {}]);
    expect(jobs.state.counts).toEqual(counts);

    // A job of this member's gone: the counts are asked again, the old ones shown until then.
    jobs.remove('all-1');
    void jobs.load(firstPage);
    expect(jobs.state.counts).toEqual(counts);
    await settle();
    expect(countsAsked()).toHaveLength(3);
  });

  it('asks nothing for the first load of a list a server render seeded, and again after', async () => {
    const rows = jobsOf('rendered', 5);
    const { jobs, server } = storesWith({
      list: { query: firstPage, jobs: rows, totalCount: 9, counts },
    });

    await jobs.load(firstPage);
    await settle();
    expect(server.calls).toHaveLength(0);
    expect(server.answeredAtOnce).toHaveLength(0);
    expect(jobs.state).toMatchObject({ jobs: rows, totalCount: 9, loading: false, counts });

    // Known current once: a later visit to the same list reads it again.
    void jobs.load(firstPage);
    expect((await server.call(0)).name).toBe('GET /api/paginate/0/5');
  });

  /** The first page read (five of eight jobs), then a job created that the server answers with. */
  async function createdAfterFirstPage(answer: { message: string; data: Job }) {
    const stores = storesWith();
    const rows = jobsOf('older', 5);
    const load = stores.jobs.load(firstPage);
    await stores.server.answer(0, listAnswer(rows, 8));
    await load;

    const values: CreateJobBody = { title: 'New', workType: 1, image: new Blob(['png']) };
    const creating = jobFormsOf(stores).create(values);
    expect((await stores.server.call(1)).name).toBe('POST /api/jobs');
    await stores.server.answer(1, answer, { status: 201 });
    expect(await creating).toBeUndefined();
    return { ...stores, rows };
  }

  it('shows the job this client created on the first page without asking', async () => {
    const created = sampleJob('new');
    const { jobs, toasts, server, rows } = await createdAfterFirstPage({
      message: 'Created',
      data: created,
    });
    expect(history.pushState).toHaveBeenCalledWith(null, '', hrefs.home());

    await jobs.load(firstPage);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(jobs.state.jobs).toEqual([created, ...rows.slice(0, 4)]);
    expect(jobs.state.totalCount).toBe(9);
    expect(toasts.state.toasts).toMatchObject([
      {
        title: 'İlan eklendi.',
        tone: 'success',
        link: { href: hrefs.detail(created.slug), label: 'İlanı gör' },
      },
    ]);
  });

  it('leaves a job awaiting approval off the first page, and says it waits (MODERATION=pre)', async () => {
    const waiting = { ...sampleJob('new'), moderation: 'pending' as const };
    const { jobs, toasts, server } = await createdAfterFirstPage({
      message: 'Awaits approval',
      data: waiting,
    });

    // Not on the board: the first page is read again, as the server lists it.
    void jobs.load(firstPage);
    expect((await server.call(2)).name).toBe('GET /api/paginate/0/5');
    expect(jobs.state.jobs).not.toContainEqual(waiting);
    expect(toasts.state.toasts).toMatchObject([
      { title: defaultLanguage().texts.t('toast.jobAwaitsApproval'), tone: 'success' },
    ]);
  });

  it("hands the job form the server's refusal: its status, its message, its fields' messages", async () => {
    const stores = storesWith();
    const { toasts, server } = stores;
    const values: CreateJobBody = { title: 'New', workType: 1, image: new Blob(['png']) };
    const unverified = jobFormsOf(stores).create(values);
    await server.answer(0, { message: 'Verify your address first.' }, { status: 403 });
    expect(await unverified).toEqual({
      status: 403,
      message: 'Verify your address first.',
      fieldErrors: {},
    });

    const invalid = jobFormsOf(stores).create(values);
    const errors = { title: ['The title is too long.'] };
    await server.answer(1, { message: 'The title is too long.', errors }, { status: 422 });
    expect(await invalid).toMatchObject({ status: 422, fieldErrors: errors });
    expect(history.pushState).not.toHaveBeenCalled();
    expect(toasts.state.toasts).toMatchObject([
      { title: 'Verify your address first.', tone: 'error' },
      { title: 'The title is too long.', tone: 'error' },
    ]);
  });

  it("tells a signed-out poster to sign in, in the board's words, not the API's 'Unauthenticated.'", async () => {
    const stores = storesWith();
    const values: CreateJobBody = { title: 'New', workType: 1, image: new Blob(['png']) };
    const refused = jobFormsOf(stores).create(values);
    await stores.server.answer(0, { message: 'Unauthenticated.' }, { status: 401 });
    const signInFirst = defaultLanguage().texts.t('toast.signInToPost');
    expect(await refused).toMatchObject({ status: 401, message: signInFirst });
    expect(stores.toasts.state.toasts).toMatchObject([{ title: signInFirst, tone: 'error' }]);
  });

  it('empties the list and says why when a load fails', async () => {
    const { jobs, toasts, server } = storesWith();
    const load = jobs.load(firstPage);
    await server.answer(0, listAnswer(jobsOf('shown')));
    await load;

    const failing = jobs.load(secondPage);
    await server.answer(1, { message: 'The database is down.' }, { status: 500 });
    await failing;

    expect(jobs.state).toMatchObject({
      jobs: [],
      totalCount: 0,
      loading: false,
      listFailure: 'The database is down.',
    });
    expect(toasts.state.toasts).toMatchObject([{ title: 'The database is down.', tone: 'error' }]);
  });

  it('tells a list that matched nothing from one that failed', async () => {
    const { jobs, toasts, server } = storesWith();
    const load = jobs.load(search);
    await server.answer(0, [], { headers: { 'x-total-count': '0' } });
    await load;

    // Empty: loaded, nothing in it, no failure and no toast; the page shows its next steps.
    expect(jobs.state).toMatchObject({
      jobs: [],
      totalCount: 0,
      searchLoading: false,
      listFailure: null,
    });
    expect(toasts.state.toasts).toHaveLength(0);

    const failing = jobs.load({ ...search, q: 'react' });
    await server.answer(1, { message: 'The database is down.' }, { status: 500 });
    await failing;

    // Failed: the reason, which the page shows with its retry instead of 'Not found'.
    expect(jobs.state).toMatchObject({ jobs: [], listFailure: 'The database is down.' });
  });

  it('retries the failed list, its failure kept until the rows arrive', async () => {
    const { jobs, toasts, server } = storesWith();
    const failing = jobs.load(search);
    await server.answer(0, { message: 'The database is down.' }, { status: 500 });
    await failing;

    const retrying = jobs.retry();
    expect((await server.call(1)).name).toBe('POST /api/search');
    expect(jobs.state).toMatchObject({
      listFailure: 'The database is down.',
      searchLoading: true,
      search: 'vue',
    });
    const found = jobsOf('vue', 1);
    await server.answer(1, found, { headers: { 'x-total-count': '1' } });
    await retrying;

    expect(jobs.state).toMatchObject({
      jobs: found,
      totalCount: 1,
      listFailure: null,
      searchLoading: false,
    });
    // The toast told the failure once; the retry that worked adds none.
    expect(toasts.state.toasts).toHaveLength(1);
  });

  it("forgets a failed list's failure when another list is asked for", async () => {
    const { jobs, server } = storesWith();
    const failing = jobs.load(firstPage);
    await server.answer(0, { message: 'The database is down.' }, { status: 500 });
    await failing;

    void jobs.load({ ...firstPage, category: 'freelance' });
    expect(jobs.state).toMatchObject({ listFailure: null, loading: true, jobs: [] });
    expect((await server.call(1)).name).toBe('POST /api/getType');
  });

  it('starts loading in a browser with no rendered list, and loaded with one', () => {
    expect(storesWith().jobs.state.loading).toBe(true);
    const rendered = storesWith({
      list: { query: firstPage, jobs: jobsOf('rendered'), totalCount: 2 },
    });
    expect(rendered.jobs.state).toMatchObject({ loading: false, listFailure: null });
  });
});
