import {
  minimumSalaryLevels,
  salaryCurrencies,
  salaryPeriods,
  type WorkplaceSlug,
  type WorkTypeCode,
  workplaces,
  workTypeCodes,
} from '@job/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { alerts, jobs, users } from '../db/schema';
import { createJobService } from '../jobs/service';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { type AlertCriteria, createAlertService, matching } from './service';

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let userId: number;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.options);
  await database.migrate();
  const [user] = await database.db
    .insert(users)
    // Verified: an alert mails, and so matches, only for a verified address.
    .values({
      name: 'Seeker',
      email: 'seeker@example.com',
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  userId = user?.id ?? 0;
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

// Words the way people type them: Turkish letters in both cases, with and without accents, and
// LIKE's own characters, which a search takes literally.
const word = fc.constantFrom(
  'Yazılım',
  'YAZILIM',
  'yazilim',
  'İstanbul',
  'ISTANBUL',
  'ıi',
  'Çağrı',
  'cagri',
  'react',
  'React Native',
  'go',
  'Şişli',
  '100%',
  'remote_work',
  'back\\slash',
  'a',
);
const words = (max: number) => fc.array(word, { minLength: 1, maxLength: max });
const workType = fc.constantFrom(...workTypeCodes);
const workplace = fc.constantFrom<WorkplaceSlug | null>(null, ...workplaces.map((w) => w.slug));

const currency = fc.constantFrom(...salaryCurrencies);

// Cities as postings name them: cased and accented either way, with space around, or a name that
// holds another's.
const cityName = fc.constantFrom('İstanbul', 'ISTANBUL', ' istanbul ', 'İzmir', 'Izmir', 'Berlin');
const city = fc.option(cityName);

/**
 * A salary as figures, or none: one amount or a range, by any period or none, around the floors
 * the lists offer (a month's of them, an hour's, a year's), so that floors fall on either side.
 */
const generatedSalary = fc.oneof(
  fc.constant({}),
  fc
    .record({
      min: fc.integer({ min: 10, max: 200_000 }),
      spread: fc.option(fc.integer({ min: 1, max: 100_000 })),
      currency,
      period: fc.option(fc.constantFrom(...salaryPeriods)),
    })
    .map(({ min, spread, currency, period }) => ({
      salaryMin: min,
      salaryMax: spread === null ? null : min + spread,
      salaryCurrency: currency,
      salaryPeriod: period,
    })),
);

const generatedJob = fc.record({
  title: words(3).map((parts) => parts.join(' ')),
  info: fc.array(word, { maxLength: 3 }).map((parts) => parts.join(' ')),
  workType,
  workplace,
  location: fc.option(fc.oneof(cityName, fc.constantFrom('İstanbul Avrupa', ''))),
  salary: generatedSalary,
  // Mostly live: a job no list shows (expired) must match no alert either.
  live: fc.constantFrom(true, true, true, false),
});

/** A search as a list makes it: a text (a word, part of one, or none) and its filters. */
const generatedCriteria: fc.Arbitrary<AlertCriteria> = fc.record({
  q: fc.oneof(
    fc.constant(''),
    word,
    fc
      .tuple(word, fc.nat(), fc.nat())
      .map(([text, from, length]) =>
        text.slice(from % text.length, (from % text.length) + 1 + (length % 4)),
      ),
    words(2).map((parts) => ` ${parts.join(' ')} `),
  ),
  workType: fc.constantFrom<WorkTypeCode | null>(null, ...workTypeCodes),
  workplace,
  city: city.map((name) => name?.trim() ?? null),
  salary: fc.option(
    currency.chain((currency) =>
      fc.record({
        amount: fc.constantFrom(...minimumSalaryLevels[currency]),
        currency: fc.constant(currency),
      }),
    ),
  ),
});

const byNumber = (a: number, b: number) => a - b;

describe('alert matching', () => {
  it('mails exactly the jobs the same search shows, on generated jobs and searches', async () => {
    const db = database.db;
    const list = createJobService(db).list;
    const alertService = createAlertService(db);
    let slugs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(generatedJob, { minLength: 1, maxLength: 8 }),
        fc.array(generatedCriteria, { minLength: 1, maxLength: 5 }),
        async (generatedJobs, searches) => {
          await db.delete(jobs);
          await db.delete(alerts);
          const stored = await db
            .insert(jobs)
            .values(
              generatedJobs.map(({ salary, ...job }) => ({
                ...job,
                ...salary,
                slug: `job-${++slugs}`,
              })),
            )
            .returning({ id: jobs.id });
          const saved = [];
          for (const criteria of searches) {
            const created = await alertService.create(userId, criteria, 'instant');
            if (typeof created === 'string') throw new Error(`Not saved: ${created}`);
            saved.push({ criteria, ...created });
          }
          const matchedBy = new Map<number, number[]>();
          for (const { id } of stored) {
            for (const alert of await matching(db, id)) {
              matchedBy.set(alert.id, [...(matchedBy.get(alert.id) ?? []), id]);
            }
          }
          for (const { criteria, alert } of saved) {
            const shown = await list(
              {
                text: criteria.q,
                workType: criteria.workType ?? undefined,
                workplace: criteria.workplace ?? undefined,
                city: criteria.city ?? undefined,
                salary: criteria.salary ?? undefined,
              },
              0,
              generatedJobs.length,
            );
            const mailed = matchedBy.get(alert.id) ?? [];
            expect(mailed.toSorted(byNumber), JSON.stringify(criteria)).toEqual(
              shown.data.map((job) => job.id).toSorted(byNumber),
            );
          }
        },
      ),
      { numRuns: 40, seed: 20_261_126 },
    );
  });
});
