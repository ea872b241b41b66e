/**
 * `pnpm --filter @job/server bench:alerts [postgres]`: how long matching one new job against
 * 100,000 stored alerts takes (the `matching` query a create runs in its transaction), on PGlite in
 * memory or on a fresh PostgreSQL database (TEST_POSTGRES_URL's server) that is dropped after.
 * The alerts are made as members would: one or two words of the sample jobs (any case, with or
 * without Turkish accents), or none, with a work type and a workplace or not.
 */
import { performance } from 'node:perf_hooks';
import { workplaces, workTypeCodes } from '@job/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/connect';
import { alerts, jobs, users } from '../db/schema';
import { sampleJobs } from '../seed/sampleJobs';
import { createTestDatabase } from '../test/databases';
import { matchColumns, matching } from './service';

const alertCount = Number(process.env.ALERTS ?? 100_000);
const newJobs = 300;
if (process.argv.includes('postgres')) process.env.TEST_DATABASE = 'postgres';

// A fixed sequence (mulberry32), so two runs store the same alerts.
let seed = 20_261_126;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const words = [
  ...new Set(
    sampleJobs
      .flatMap((job) => `${job.title} ${job.description}`.split(/[\s,.;:()]+/))
      .filter((word) => word.length >= 3),
  ),
];
const typed = (word: string) =>
  random() < 0.3 ? word.toLocaleUpperCase('tr') : word.toLowerCase();

function generatedAlert(userId: number) {
  const roll = random();
  // A few follow a whole category without text; most look for a word, some for two.
  const q = roll < 0.05 ? '' : roll < 0.75 ? typed(pick(words)) : `${pick(words)} ${pick(words)}`;
  return {
    userId,
    q,
    workType: q === '' || random() < 0.5 ? pick(workTypeCodes) : null,
    workplace: random() < 0.6 ? null : pick(workplaces).slug,
    ...matchColumns(q),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const testDatabase = await createTestDatabase();
  const database = openDatabase(testDatabase.options);
  try {
    await database.migrate();
    const db = database.db;
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          name: `Member ${i}`,
          email: `member${i}@example.com`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const started = performance.now();
    // A member saving the same search twice keeps one alert: fill until there are alertCount.
    for (let stored = 0; stored < alertCount; stored = await db.$count(alerts)) {
      const batch = Array.from({ length: Math.min(1000, alertCount - stored) }, () =>
        generatedAlert(pick(members).id),
      );
      await db.insert(alerts).values(batch).onConflictDoNothing();
    }
    await db.execute(sql`ANALYZE`);
    const n = await db.$count(alerts);
    console.log(
      `${database.kind}: ${n} alerts stored in ${Math.round(performance.now() - started)} ms`,
    );

    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < newJobs; i++) {
      const sample = pick(sampleJobs);
      const [job] = await db
        .insert(jobs)
        .values({
          title: sample.title,
          slug: `bench-${i}`,
          info: sample.description,
          workType: sample.workType,
          workplace: sample.workplace,
        })
        .returning({ id: jobs.id });
      if (!job) throw new Error('No job');
      const start = performance.now();
      matched += (await matching(db, job.id)).length;
      times.push(performance.now() - start);
    }
    const sorted = times.slice(10).sort((a, b) => a - b); // the first few warm the plan cache
    console.log(
      `matching one new job against ${n} alerts (${sorted.length} jobs): ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${percentile(sorted, 100).toFixed(1)} ms; ${Math.round(matched / newJobs)} alerts matched per job`,
    );
  } finally {
    await database.close();
    await testDatabase.drop();
  }
}

await main();
