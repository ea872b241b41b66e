import { askedQuestion, readSalary, validateScreeningQuestions } from '@job/contract';
import { count, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySlugOf } from '../companies/writes';
import { jobs } from '../db/schema';
import type { Job } from '../jobs/service';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';
import { sampleCompanies } from './sampleCompanies';
import { sampleJobs } from './sampleJobs';
import { sampleJobsAtStart, seedManyJobs, seedSampleJobs } from './seed';

/** A job's salary figures, as their columns. */
const salaryColumns = {
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('seeding', () => {
  it('leaves an empty board empty at start unless asked, and says how to fill it', async () => {
    const said: string[] = [];
    const log = { info: (line: string) => said.push(line) };
    await sampleJobsAtStart(server.app.database.db, log, false);
    // Counted in the table: a read through the API would be kept, and the next test reads it.
    const [row] = await server.app.database.db.select({ total: count() }).from(jobs);
    expect(row?.total).toBe(0);
    expect(said).toEqual([
      `The board is empty. To add the ${sampleJobs.length} sample jobs, start once with SEED_SAMPLE=1`,
    ]);
  });

  it('fills an empty board with the sample jobs, once', async () => {
    expect(await seedSampleJobs(server.app.database.db)).toBe(sampleJobs.length);
    expect(await seedSampleJobs(server.app.database.db)).toBe(0);
    const page = await server.request<{ data: Job[]; totalCount: number }>('/api/paginate/0/50');
    expect(page.body.totalCount).toBe(sampleJobs.length);
    expect(new Set(page.body.data.map((job) => job.work_type))).toEqual(new Set([1, 2, 3]));
    // Some are posted as a sample company, whose page lists them; the others keep their text.
    const asCompany = page.body.data.filter((job) => job.company_page !== null);
    expect(new Set(asCompany.map((job) => job.company_page?.slug))).toEqual(
      new Set(sampleCompanies.map((company) => companySlugOf(company.name))),
    );
    for (const job of asCompany) {
      expect(job.company).toBe(job.company_page?.name);
      expect(job.company_page?.logo).toMatch(/^\/api\/images\//);
    }
    expect(page.body.data.filter((job) => job.company_page === null).length).toBeGreaterThan(0);
    const directory = await server.request('/api/companies');
    expect(directory.body.totalCount).toBe(sampleCompanies.length);
    for (const company of directory.body.data) {
      expect(company.open_jobs).toBe(
        asCompany.filter((job) => job.company_page?.slug === company.slug).length,
      );
      expect(company).toMatchObject({ website: expect.stringMatching(/^https:\/\//) });
    }
    // A newcomer sees every way to apply: on the site, at an address, by mail.
    expect(page.body.data.filter((job) => job.apply_method !== 'site')).toEqual([
      expect.objectContaining({ apply_method: 'email', apply_to: 'kariyer@example.com' }),
      expect.objectContaining({
        apply_method: 'url',
        apply_to: expect.stringMatching(/^https:\/\//),
      }),
    ]);
    // Two ask screening questions, as applicants see them: without the answers that disqualify.
    const asking = page.body.data.filter((job) => job.screening_questions.length > 0);
    expect(asking.map((job) => job.title).sort()).toEqual(
      sampleJobs
        .filter((sample) => sample.screeningQuestions)
        .map((sample) => sample.title)
        .sort(),
    );
    for (const sample of sampleJobs) {
      const questions = sample.screeningQuestions ?? [];
      expect(validateScreeningQuestions(questions, t), sample.title).toEqual({});
      const shown = page.body.data.find((job) => job.title === sample.title);
      expect(shown?.screening_questions, sample.title).toEqual(questions.map(askedQuestion));
    }
    const logo = await server.request<Buffer>(page.body.data[0]?.image ?? '');
    expect(logo.headers.get('content-type')).toBe('image/webp');

    // Posted over the last three weeks, newest first, each live for its 30 days from then.
    const hoursAgo = page.body.data.map((job) => (Date.now() - Date.parse(job.created_at)) / 36e5);
    expect(hoursAgo[0]).toBeLessThan(1);
    expect(hoursAgo.at(-1)).toBeGreaterThan(24 * 20);
    for (const job of page.body.data) {
      const liveDays = (Date.parse(job.expires_at) - Date.parse(job.created_at)) / 864e5;
      expect(Math.round(liveDays)).toBe(30);
    }
    const recent = await server.request<{ totalCount: number }>(
      '/api/paginate/0/5?postedWithinDays=7',
    );
    expect(recent.body.totalCount).toBe(8);
  });

  it('adds many jobs in batches, reporting progress', async () => {
    const progress: number[] = [];
    await seedManyJobs(server.app.database.db, 2500, (done) => progress.push(done), 1000);
    expect(progress).toEqual([1000, 2000, 2500]);
    // The rows themselves, and the count the lists answer (kept by triggers) for a bulk insert.
    const [row] = await server.app.database.db.select({ total: count() }).from(jobs);
    expect(row?.total).toBe(sampleJobs.length + 2500);
    const page = await server.request<{ totalCount: number }>('/api/paginate/0/5');
    expect(page.body.totalCount).toBe(sampleJobs.length + 2500);
    const found = await server.request<Job[]>('/api/search', { json: { data: 'KIDEMLI' } });
    expect(found.body).toHaveLength(50);
    // Posted evenly over 30 days: a week holds 7/30 of them, besides the samples' 8 (a page
    // the test above did not read, so not one the cache kept before the bulk insert).
    const week = await server.request<{ totalCount: number }>(
      '/api/paginate/0/1?postedWithinDays=7',
    );
    expect(week.body.totalCount - 8).toBeGreaterThanOrEqual(Math.floor((2500 * 7) / 30) - 1);
    expect(week.body.totalCount - 8).toBeLessThanOrEqual(Math.ceil((2500 * 7) / 30) + 1);

    // Salaries spread over five levels of each sample's, their text written from their figures.
    const copies = await server.app.database.db
      .select({ salary: jobs.salary, ...salaryColumns })
      .from(jobs)
      .where(gt(jobs.id, sampleJobs.length));
    const withFigures = copies.filter((copy) => copy.salaryMin !== null);
    expect(new Set(withFigures.map((copy) => copy.salaryMin)).size).toBeGreaterThan(
      3 * sampleJobs.length,
    );
    for (const copy of withFigures.slice(0, 1000)) {
      expect(readSalary(copy.salary)).toEqual({
        min: copy.salaryMin,
        max: copy.salaryMax,
        currency: copy.salaryCurrency,
        period: copy.salaryPeriod,
      });
    }
  });
});
