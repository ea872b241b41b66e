import type { Company } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { holdAnswers, settle } from '../test/heldAnswers';
import { sampleJob } from '../test/sampleJob';
import { defaultLanguage } from '../test/texts';
import { type CompaniesSeed, companiesOf, directoryQueryOf } from './companies';
import { createStores } from './stores';

const company = (slug: string): Company => ({
  slug,
  name: `Name of ${slug}`,
  logo: null,
  website: null,
  description: '',
  city: 'İstanbul',
  country: 'TR',
  size: '11-50',
  sector: 'Yazılım',
  open_jobs: 1,
  created_at: '2026-11-01T09:00:00.000Z',
});

function storesWith(seed?: CompaniesSeed) {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0, ...(seed && { companies: seed }) },
    client: server.client,
    language: defaultLanguage(),
  });
  return { stores, server, companies: companiesOf(stores) };
}

describe('the companies store', () => {
  it('reads the directory’s page and search from its address, within their bounds', () => {
    expect(directoryQueryOf('?q=%20acme%20&page=3')).toEqual({ q: 'acme', page: 3 });
    expect(directoryQueryOf('?page=0')).toEqual({ q: '', page: 1 });
    expect(directoryQueryOf('?page=two')).toEqual({ q: '', page: 1 });
    expect(directoryQueryOf(`?q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });

  it('asks nothing for the directory page a server render read', async () => {
    const seeded = { query: { q: '', page: 1 }, companies: [company('acme')], totalCount: 1 };
    const { companies, server } = storesWith({ directory: seeded });
    expect(companies.state.directory).toMatchObject({ loading: false, totalCount: 1 });
    await companies.loadDirectory({ q: '', page: 1 });
    await settle();
    expect(server.calls).toHaveLength(0);

    const next = companies.loadDirectory({ q: '', page: 2 });
    expect((await server.call(0)).request.url).toContain('/api/companies?offset=20&limit=20');
    await server.answer(0, { data: [], totalCount: 1 });
    await next;
  });

  it('lets the latest directory search win over an earlier one answering late', async () => {
    const { companies, server } = storesWith();
    const first = companies.loadDirectory({ q: 'acme', page: 1 });
    const second = companies.loadDirectory({ q: 'lojistik', page: 1 });
    await server.answer(1, { data: [company('kargo')], totalCount: 1 });
    await second;
    await server.answer(0, { data: [company('acme')], totalCount: 1 });
    await first;
    expect(companies.state.directory).toMatchObject({
      query: { q: 'lojistik', page: 1 },
      companies: [{ slug: 'kargo' }],
      loading: false,
    });
  });

  it('shows a company with a page of its jobs, and none for an address no company has', async () => {
    const { companies, server } = storesWith();
    const opening = companies.openCompany('acme', 1);
    expect((await server.call(0)).name).toBe('GET /api/companies/acme');
    expect((await server.call(1)).request.url).toContain(
      '/api/companies/acme/jobs?offset=0&limit=5',
    );
    await server.answer(0, { data: company('acme') });
    await server.answer(1, { data: [sampleJob('at-acme')], totalCount: 1 });
    await opening;
    expect(companies.state.company).toMatchObject({
      company: { slug: 'acme' },
      jobs: [{ slug: 'at-acme' }],
      jobsTotal: 1,
      loading: false,
      failure: null,
    });

    const missing = companies.openCompany('nobody', 1);
    // Another company's details never show while it loads.
    expect(companies.state.company).toMatchObject({ slug: 'nobody', company: null, jobs: [] });
    await server.answer(2, { message: 'Not found' }, { status: 404 });
    await server.answer(3, { message: 'Not found' }, { status: 404 });
    await missing;
    expect(companies.state.company).toMatchObject({ company: null, loading: false, failure: null });
  });

  it('keeps why a company did not load, says it in a toast, and a retry brings it', async () => {
    const { stores, companies, server } = storesWith();
    const opening = companies.openCompany('acme', 2);
    await server.answer(0, { message: 'The database is down.' }, { status: 503 });
    await server.answer(1, { message: 'The database is down.' }, { status: 503 });
    await opening;
    expect(companies.state.company).toMatchObject({ failure: 'The database is down.' });
    expect(stores.toasts.state.toasts).toMatchObject([{ title: 'The database is down.' }]);

    const retrying = companies.retryCompany();
    expect((await server.call(3)).request.url).toContain('offset=5');
    await server.answer(2, { data: company('acme') });
    await server.answer(3, { data: [], totalCount: 6 });
    await retrying;
    expect(companies.state.company).toMatchObject({ page: 2, failure: null, jobsTotal: 6 });
  });
});
