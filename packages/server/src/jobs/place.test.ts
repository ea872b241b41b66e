import { apiTextsOf } from '@job/texts/catalogues';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDataMigrations } from '../db/dataMigrations';
import { dataMigrations, jobs } from '../db/schema';
import { jobForm } from '../test/images';
import { jobFields, postJob } from '../test/jobs';
import { startServer, type TestServer } from '../test/server';
import type { Job } from './service';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
});
afterAll(() => server.close());

const { t } = apiTextsOf('tr');

const post = (title: string, fields: Record<string, string>) =>
  postJob(server, token, { title, ...fields });

const place = ({ location, country, workplace, applicant_countries }: Job) => ({
  location,
  country,
  workplace,
  applicant_countries,
});

describe('a job’s place', () => {
  it('keeps the country chosen, and gives a city the forms suggest its own when none is', async () => {
    expect(place(await post('Berlin', { location: 'Berlin', country: 'de' }))).toEqual({
      location: 'Berlin',
      country: 'DE',
      workplace: null,
      applicant_countries: [],
    });
    // The original client sends a city alone.
    expect((await post('Şehirli', { location: 'sanliurfa' })).country).toBe('TR');
    expect((await post('Londralı', { location: 'Londra', country: '' })).country).toBe('GB');
    expect((await post('Uzak', { location: 'Springfield' })).country).toBeNull();
    expect((await post('Yersiz', {})).country).toBeNull();
    // A country without a city: a job somewhere in it.
    expect(place(await post('Almanya', { country: 'DE' }))).toMatchObject({
      location: null,
      country: 'DE',
    });
  });

  it('keeps where a remote job’s applicants must live, each country once', async () => {
    const remote = await post('Uzaktan', {
      ...{ workplace: 'remote', location: 'İzmir', applicantCountries: 'TR, de,TR' },
    });
    expect(place(remote)).toEqual({
      location: 'İzmir',
      country: 'TR',
      workplace: 'remote',
      applicant_countries: ['TR', 'DE'],
    });
    const detail = await server.request<{ data: Job }>(`/api/jobs/${remote.slug}`);
    expect(detail.body.data.applicant_countries).toEqual(['TR', 'DE']);
  });

  it('answers a country off the list, or applicants’ countries of on-site work, with 422', async () => {
    const refused = await server.request<{ errors: Record<string, string[]> }>(
      '/api/jobs?lang=tr',
      {
        token,
        form: jobForm({
          ...{ ...jobFields, title: 'Yanlış', location: 'Berlin', country: 'XX' },
          ...{ workplace: 'hybrid', applicantCountries: 'DE' },
        }),
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      country: [t('validation.countryInvalid')],
      applicantCountries: [t('validation.applicantCountriesRemoteOnly')],
    });
    const tooLong = await server.request('/api/jobs?lang=tr', {
      token,
      json: { ...jobFields, title: 'Uzun', country: 'TUR' },
    });
    expect(tooLong.status).toBe(422);
  });

  it('changes with an edit: another workplace drops the applicants’ countries', async () => {
    const job = await post('Taşınan', { workplace: 'remote', applicantCountries: 'TR' });
    const edit = (form: Record<string, string>) =>
      server.request<{ data: Job }>(`/api/jobs/${job.slug}?lang=tr`, {
        method: 'PUT',
        token,
        form: jobForm({ ...jobFields, title: 'Taşınan', ...form }),
      });
    const moved = await edit({ location: 'München', workplace: 'hybrid' });
    expect(moved.status).toBe(200);
    expect(place(moved.body.data)).toEqual({
      location: 'München',
      country: 'DE',
      workplace: 'hybrid',
      applicant_countries: [],
    });
    const chosen = await edit({ location: 'München', country: 'AT', workplace: 'remote' });
    expect(place(chosen.body.data)).toMatchObject({ country: 'AT', applicant_countries: [] });
  });
});

describe('the postings made before countries (data migration 0026)', () => {
  it('get their city’s country where the forms know the city, and keep any other', async () => {
    const { db } = server.app.database;
    const cities = ['İSTANBUL', 'Berlin', 'Springfield', null];
    const made = await db
      .insert(jobs)
      .values(
        cities.map((location, index) => ({
          title: `Eski yer ${index}`,
          slug: `eski-yer-${index}-${Date.now()}`,
          salary: '',
          workType: 1,
          location,
        })),
      )
      .returning({ id: jobs.id });
    const ids = made.map((row) => row.id);
    const countries = async () =>
      (
        await db
          .select({ country: jobs.country })
          .from(jobs)
          .where(inArray(jobs.id, ids))
          .orderBy(jobs.id)
      ).map((row) => row.country);

    await runDataMigrations(db);
    expect(await countries()).toEqual([null, null, null, null]);

    await db.delete(dataMigrations).where(eq(dataMigrations.name, '0026_place'));
    await runDataMigrations(db);
    expect(await countries()).toEqual(['TR', 'DE', null, null]);
  });
});
