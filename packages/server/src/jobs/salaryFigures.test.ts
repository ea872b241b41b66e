import { salaryText } from '@job/contract';
import { apiTextsOf } from '@job/texts/catalogues';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDataMigrations } from '../db/dataMigrations';
import { dataMigrations, jobs } from '../db/schema';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import type { Job } from './service';

let server: TestServer;
let token: string;
let png: Buffer;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
  png = await picture('png');
});
afterAll(() => server.close());

/** The words of the form's language: these requests are in Turkish. */
const { t } = apiTextsOf('tr');

const fields = { title: 'Maaşlı ilan', description: 'Kısa', workType: '1', detail: '<p>x</p>' };
const logo = () => ({ data: png, name: 'logo.png', type: 'image/png' });

async function post(form: Record<string, string>, language = 'tr') {
  return server.request<{ data: Job; errors?: Record<string, string[]> }>(
    `/api/jobs?lang=${language}`,
    { token, form: jobForm({ ...fields, ...form }, logo()) },
  );
}

describe('a salary given as figures', () => {
  it('is stored as figures and written as text in the language of the form', async () => {
    // Every field the form has, the figures with them: a multipart body of eighteen parts.
    const turkish = await post({
      ...{ salaryMin: '40000', salaryMax: '60000', salaryCurrency: 'TRY', salaryPeriod: 'month' },
      ...{ salary: '', company: 'Kuzey', location: 'İzmir', workplace: 'hybrid', days: '30' },
      ...{ country: 'TR', applicantCountries: '' },
      ...{ applyMethod: 'url', applyTo: 'https://kuzey.example.com/jobs/1' },
    });
    expect(turkish.status).toBe(201);
    expect(turkish.body.data).toMatchObject({
      salary: '₺40.000 – ₺60.000/ay',
      salary_range: { min: 40000, max: 60000, currency: 'TRY', period: 'month' },
    });

    const english = await post(
      { salaryMin: '22,50', salaryCurrency: 'USD', salaryPeriod: 'hour', salary: 'ignored' },
      'en',
    );
    const range = { min: 22.5, max: null, currency: 'USD', period: 'hour' } as const;
    expect(english.body.data.salary_range).toEqual(range);
    expect(english.body.data.salary).toBe(salaryText(range, apiTextsOf('en')));
  });

  it('answers each wrong figure with its field and message', async () => {
    const answer = await post({
      ...{ salaryMin: '40k', salaryMax: 'altmış', salaryCurrency: 'JPY', salaryPeriod: 'decade' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      salaryMin: [t('validation.salaryAmountInvalid')],
      salaryMax: [t('validation.salaryAmountInvalid')],
    });
    // The schema's enum refuses the currency and the period as well; the contract's words win.
    expect(Object.keys(answer.body.errors ?? {})).toEqual(
      expect.arrayContaining(['salaryCurrency', 'salaryPeriod']),
    );

    const below = await post({
      ...{ salaryMin: '60000', salaryMax: '40000', salaryCurrency: 'TRY', salaryPeriod: 'month' },
    });
    expect(below.body.errors).toEqual({ salaryMax: [t('validation.salaryMaxBelowMin')] });

    const noLowest = await post({ salaryMax: '40000', salaryCurrency: 'TRY' });
    expect(noLowest.body.errors).toEqual({ salaryMin: [t('validation.salaryMinRequired')] });
  });
});

describe("the original client's salary text", () => {
  it('is kept as typed and read into figures when it reads as one amount or range', async () => {
    const read = await post({ salary: '45-60k USD/yıl' });
    expect(read.body.data).toMatchObject({
      salary: '45-60k USD/yıl',
      salary_range: { min: 45000, max: 60000, currency: 'USD', period: 'year' },
    });
    const unread = await post({ salary: 'Görüşülür' });
    expect(unread.body.data).toMatchObject({ salary: 'Görüşülür', salary_range: null });
  });

  it('is read again on an edit, and an edit with figures replaces it', async () => {
    const { slug } = (await post({ salary: '₺30.000' })).body.data;
    const edit = (form: Record<string, string>) =>
      server.request<{ data: Job }>(`/api/jobs/${slug}?lang=tr`, {
        method: 'PUT',
        token,
        form: jobForm({ ...fields, ...form }),
      });
    const figures = await edit({
      salaryMin: '35000',
      salaryCurrency: 'TRY',
      salaryPeriod: 'month',
    });
    expect(figures.status).toBe(200);
    expect(figures.body.data).toMatchObject({
      salary: '₺35.000/ay',
      salary_range: { min: 35000, max: null, currency: 'TRY', period: 'month' },
    });
    const none = await edit({ salary: '' });
    expect(none.body.data).toMatchObject({ salary: '', salary_range: null });
  });
});

describe('the postings made before figures (data migration 0021)', () => {
  it('are read once: figures for what reads, the text alone for the rest', async () => {
    const { db } = server.app.database;
    const made = await db
      .insert(jobs)
      .values(
        ['₺40.000 - ₺60.000 aylık', 'Competitive', '$45/hour'].map((salary, index) => ({
          title: `Eski ilan ${index}`,
          slug: `eski-ilan-${index}-${Date.now()}`,
          salary,
          workType: 1,
        })),
      )
      .returning({ id: jobs.id });
    const ids = made.map((row) => row.id);
    const figuresOf = async () =>
      db
        .select({ min: jobs.salaryMin, max: jobs.salaryMax, currency: jobs.salaryCurrency })
        .from(jobs)
        .where(inArray(jobs.id, ids))
        .orderBy(jobs.id);

    // Done when the database was made: nothing is read again.
    await runDataMigrations(db);
    expect((await figuresOf()).every((row) => row.min === null)).toBe(true);

    await db.delete(dataMigrations).where(eq(dataMigrations.name, '0021_salary_figures'));
    await runDataMigrations(db);
    expect(await figuresOf()).toEqual([
      { min: 40000, max: 60000, currency: 'TRY' },
      { min: null, max: null, currency: null },
      { min: 45, max: null, currency: 'USD' },
    ]);
  });
});
