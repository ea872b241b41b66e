import {
  type FilterCounts,
  type MinimumSalary,
  minimumSalaryLevels,
  type PostedWithin,
  postedWindows,
  salaryCurrencies,
  type WorkplaceSlug,
  type WorkTypeSlug,
  workplaces,
  workTypes,
} from '@job/contract';
import { and, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/connect';
import { jobs } from '../db/schema';
import { seedManyJobs, seedSampleJobs } from '../seed/seed';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { createFilterCounts } from './counts';
import { filterConditions, postedSinceOf } from './filters';
import { isLive } from './jobRows';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  const { db } = server.app.database;
  await seedSampleJobs(db);
  // Every work type, workplace, salary level and currency, posted over the last 30 days.
  await seedManyJobs(db, 960, () => {});
  // The bulk jobs are 45 minutes apart, one of them on each window's edge as seeded: half a
  // spacing back, no job leaves a window for 22 minutes, so the counts and the lists asked a
  // minute apart in this file's runs count the same jobs.
  await db.execute(sql`UPDATE jobs SET created_at = created_at - interval '22.5 minutes'`);
});
afterAll(() => server.close());

/** A list's filters as the list calls and the counts take them. */
interface Filters {
  q: string;
  type?: WorkTypeSlug | undefined;
  workplace?: WorkplaceSlug | undefined;
  city?: string | undefined;
  salary?: MinimumSalary | undefined;
  posted?: PostedWithin | undefined;
}

async function countsOf({
  q,
  type,
  workplace,
  city,
  salary,
  posted,
}: Filters): Promise<FilterCounts> {
  const query = new URLSearchParams();
  if (q !== '') query.set('q', q);
  if (type) query.set('type', type);
  if (workplace) query.set('workplace', workplace);
  if (city) query.set('city', city);
  if (salary) {
    query.set('minSalary', String(salary.amount));
    query.set('salaryCurrency', salary.currency);
  }
  if (posted) query.set('postedWithinDays', String(posted));
  const answer = await server.request<{ data: FilterCounts }>(`/api/filterCounts?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** How many jobs the list of these filters holds, as its search tells (X-Total-Count). */
async function listed({ q, type, workplace, city, salary, posted }: Filters): Promise<number> {
  const answer = await server.request('/api/search', {
    json: {
      data: q,
      type,
      workplace,
      city,
      ...(salary && { minSalary: salary.amount, salaryCurrency: salary.currency }),
      postedWithinDays: posted,
      limit: 1,
    },
  });
  expect(answer.status).toBe(200);
  return Number(answer.headers.get('x-total-count'));
}

/** Each choice's count beside the filters it stands for: the list with that choice made. */
function choicesOf(filters: Filters, counts: FilterCounts): [Filters, number][] {
  const { salary } = counts;
  return [
    ...workTypes.map(({ slug }): [Filters, number] => [
      { ...filters, type: slug },
      counts.workType[slug],
    ]),
    [{ ...filters, workplace: undefined }, counts.workplace.any],
    ...workplaces.map(({ slug }): [Filters, number] => [
      { ...filters, workplace: slug },
      counts.workplace[slug],
    ]),
    [{ ...filters, city: undefined }, counts.city.any],
    ...counts.city.cities.map(({ name, count }): [Filters, number] => [
      { ...filters, city: name },
      count,
    ]),
    [{ ...filters, salary: undefined }, salary.any],
    ...salary.floors.map(({ amount, count }): [Filters, number] => [
      { ...filters, salary: { amount, currency: salary.currency } },
      count,
    ]),
    [{ ...filters, posted: undefined }, counts.posted.any],
    ...postedWindows.map(({ days }): [Filters, number] => [
      { ...filters, posted: days },
      counts.posted[`${days}`],
    ]),
  ];
}

/** A city as the search folds it, for these cities: 'ISTANBUL' and 'İstanbul' are 'istanbul'. */
const folded = (city = '') =>
  city.toLocaleLowerCase('tr').replace('ı', 'i').normalize('NFD').replace(/\p{M}/gu, '');

const anyOf = <T>(values: readonly T[]) =>
  fc.option(fc.constantFrom(...values), { nil: undefined });
const filters: fc.Arbitrary<Filters> = fc.record({
  // No text (as often as a text: its counts come from job_facets, a text's from the jobs), a
  // title's word, a company's, a city's, and a word no job has.
  q: fc.oneof(
    fc.constant(''),
    fc.constantFrom('yazılım', 'ENGINEER', 'northwind', 'istanbul', 'berlin', 'zeppelin'),
  ),
  type: anyOf(workTypes.map(({ slug }) => slug)),
  workplace: anyOf(workplaces.map(({ slug }) => slug)),
  // Cities of the seed however typed, and one no job is in.
  city: anyOf(['İstanbul', 'ISTANBUL', 'izmir', 'Berlin', 'Paris']),
  salary: anyOf(
    salaryCurrencies.flatMap((currency) =>
      [...minimumSalaryLevels[currency], 60_000].map((amount) => ({ amount, currency })),
    ),
  ),
  posted: anyOf(postedWindows.map(({ days }) => days)),
});

describe('the counts beside the filters', () => {
  it('give, for any filters, every choice exactly the number of jobs its list then holds', async () => {
    await fc.assert(
      fc.asyncProperty(filters, async (chosen) => {
        const counts = await countsOf(chosen);
        for (const [list, count] of choicesOf(chosen, counts)) {
          expect(count, JSON.stringify(list)).toBe(await listed(list));
        }
        // The choices in force are the list itself, its city among the cities.
        expect(counts.posted[chosen.posted ?? 'any']).toBe(await listed(chosen));
        if (chosen.city) {
          const own = counts.city.cities.find(({ name }) => folded(name) === folded(chosen.city));
          expect(own?.count, chosen.city).toBe(await listed(chosen));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('offer the floors of the list’s currency, its own floor among them', async () => {
    const counts = await countsOf({ q: '', salary: { amount: 3_000, currency: 'EUR' } });
    expect(counts.salary.currency).toBe('EUR');
    expect(counts.salary.floors.map(({ amount }) => amount)).toEqual([
      2_000, 3_000, 4_000, 6_000, 8_000, 10_000,
    ]);
    const lira = await countsOf({ q: '' });
    expect(lira.salary.currency).toBe('TRY');
    expect(lira.salary.floors).toHaveLength(minimumSalaryLevels.TRY.length);
  });

  it('count a new posting at once, though the counts were kept', async () => {
    const before = await countsOf({ q: 'kestane' });
    expect(before.workType['part-time']).toBe(0);
    const { token } = await server.signUp('Counted');
    const created = await server.request('/api/jobs', {
      token,
      form: jobForm(
        { title: 'Kestane Toplayıcı', description: 'Kısa', workType: '2', detail: '<p>x</p>' },
        { data: await picture('png'), name: 'a.png', type: 'image/png' },
      ),
    });
    expect(created.status).toBe(201);
    const after = await countsOf({ q: 'kestane' });
    expect(after.workType['part-time']).toBe(1);
    expect(after.posted['1']).toBe(1);
  });

  it('refuse filters the lists do not take, saying which', async () => {
    for (const query of [
      'type=intern',
      'postedWithinDays=2',
      'minSalary=0',
      `q=${'x'.repeat(101)}`,
    ]) {
      const answer = await server.request<{ message: string }>(`/api/filterCounts?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.message, query).not.toBe('');
    }
  });

  it('read a floor’s cell from the highest of its currency’s levels the pay reaches', async () => {
    const { db } = server.app.database;
    for (const currency of salaryCurrencies) {
      const levels = minimumSalaryLevels[currency];
      const [row] = await selectRows<{ at: number[]; below: number[] }>(
        db,
        sql`SELECT array_agg(job_salary_floor(${currency}, level)) AS at,
              array_agg(job_salary_floor(${currency}, level - 0.01)) AS below
            FROM unnest(${`{${levels.join(',')}}`}::numeric[]) AS level`,
      );
      expect(row?.at, currency).toEqual([...levels]);
      expect(row?.below, currency).toEqual([0, ...levels.slice(0, -1)]);
    }
  });

  it('count a window from any minute of the day, its edge added to the cells or taken from them', async () => {
    const { db } = server.app.database;
    const { counts } = createFilterCounts(db);
    const hourMs = 60 * 60_000;
    // Every hour of a day, and a minute past each: windows starting early in their first day and
    // late in it, on the board's own jobs.
    for (let hour = 0; hour < 24; hour += 1) {
      const now = Date.now() - hour * hourMs - 60_000 * (hour % 2);
      for (const filter of [{}, { city: 'Ankara', workType: 1 as const }]) {
        const counted = await counts(filter, now);
        for (const { days } of postedWindows) {
          const since = postedSinceOf(days, now);
          const listed = await db.$count(
            jobs,
            and(isLive, ...Object.values(filterConditions({ ...filter, postedSince: since }))),
          );
          expect(counted.posted[`${days}`], `${days} days to ${new Date(now).toISOString()}`).toBe(
            listed,
          );
        }
      }
    }
  });

  // Last: it changes the board behind the server's back, as no test before it should see.
  it('are kept by the trigger as jobs are posted, moved, repaid, backdated, expired and deleted', async () => {
    const { db } = server.app.database;
    const kept = () =>
      selectRows(
        db,
        sql`SELECT city_key, work_type, workplace, salary_currency, salary_floor,
              posted_on::text, total FROM job_facets WHERE total <> 0 ORDER BY 1, 2, 3, 4, 5, 6`,
      );
    // The cells counted anew from the live jobs, as the migration's rule says.
    const recounted = () =>
      selectRows(
        db,
        sql`SELECT coalesce(city_key, '') AS city_key, work_type, coalesce(workplace, '') AS workplace,
              CASE WHEN floor > 0 THEN salary_currency ELSE '' END AS salary_currency,
              floor AS salary_floor, (created_at AT TIME ZONE 'UTC')::date::text AS posted_on,
              count(*)::int AS total
            FROM (SELECT *, job_salary_floor(salary_currency, salary_monthly) AS floor FROM jobs
              WHERE live) AS job
            GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`,
      );
    const some = sql`(SELECT id FROM jobs ORDER BY id DESC LIMIT 40)`;
    for (const change of [
      sql`UPDATE jobs SET location = 'Trabzon', workplace = 'on-site' WHERE id IN ${some}`,
      sql`UPDATE jobs SET salary_min = salary_min * 4, salary_max = salary_max * 4 WHERE id IN ${some}`,
      sql`UPDATE jobs SET created_at = created_at - interval '40 hours' WHERE id IN ${some}`,
      sql`UPDATE jobs SET title = title || '.' WHERE id IN ${some}`,
      sql`UPDATE jobs SET live = false WHERE id IN (SELECT id FROM jobs ORDER BY id LIMIT 30)`,
      sql`DELETE FROM jobs WHERE id IN (SELECT id FROM jobs ORDER BY id DESC LIMIT 25)`,
    ]) {
      await db.execute(change);
      expect(await kept()).toEqual(await recounted());
    }
    expect((await kept()).length).toBeGreaterThan(100);
  });
});
