/**
 * Alerts made as members would, for the benches (`bench:alerts`, and `pnpm bench:api`'s alert rows
 * through alertsBenchCli.ts): one or two words of the sample jobs (any case, with or without Turkish
 * accents), or none, with a work type and a workplace or not; and the time recording a new job's
 * matches takes against them.
 */
import { performance } from 'node:perf_hooks';
import { workplaces, workTypeCodes } from '@job/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { type AlertFrequency, alerts, jobs, users } from '../db/schema';
import { sampleJobs } from '../seed/sampleJobs';
import { matchColumns, recordMatches } from './service';

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

function generatedAlert(userId: number, frequency: AlertFrequency) {
  const roll = random();
  // A few follow a whole category without text; most look for a word, some for two.
  const q = roll < 0.05 ? '' : roll < 0.75 ? typed(pick(words)) : `${pick(words)} ${pick(words)}`;
  return {
    userId,
    q,
    frequency,
    workType: q === '' || random() < 0.5 ? pick(workTypeCodes) : null,
    workplace: random() < 0.6 ? null : pick(workplaces).slug,
    ...matchColumns(q),
  };
}

/** Signs up 1,000 members and stores `count` alerts among them; answers how many are stored. */
export async function storeGeneratedAlerts(
  db: Database,
  count: number,
  frequency: AlertFrequency = 'instant',
): Promise<number> {
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: 1000 }, (_, i) => ({
        name: `Member ${i}`,
        // Unique per call: a bench may store alerts twice in one database.
        email: `alerts-${Date.now().toString(36)}-${i}@example.com`,
        passwordHash: 'x',
        // Alerts mail, and so match, only verified addresses.
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  // A member saving the same search twice keeps one alert: fill until there are `count` more.
  const target = (await db.$count(alerts)) + count;
  for (let stored = target - count; stored < target; stored = await db.$count(alerts)) {
    const batch = Array.from({ length: Math.min(1000, target - stored) }, () =>
      generatedAlert(pick(members).id, frequency),
    );
    await db.insert(alerts).values(batch).onConflictDoNothing();
  }
  await db.execute(sql`ANALYZE`);
  return db.$count(alerts);
}

/** A new live job from the sample jobs, as a create stores it. */
function sampleJobRow(slug: string) {
  const sample = pick(sampleJobs);
  return {
    title: sample.title,
    slug,
    info: sample.description,
    workType: sample.workType,
    workplace: sample.workplace,
  };
}

export interface MatchTimes {
  /** Milliseconds per job, sorted, without the first few (they warm the plan cache). */
  sorted: number[];
  /** Alerts matched per job, on average. */
  matchedPerJob: number;
}

/**
 * Stores `count` sample jobs one at a time and times recording each one's matches in a transaction
 * of its own, its commit included, as the alert mailer does after a create (matchQueuedJobs). Each
 * job is then deleted, its matches with it, so the board is left as it was. (Rolled back instead,
 * the recordings' WAL was written by whichever of them filled the WAL buffers: on PGlite, one
 * recording in some twenty took the writing of the others'.)
 */
export async function timeRecordingMatches(db: Database, count: number): Promise<MatchTimes> {
  const warming = Math.min(10, Math.floor(count / 10));
  const times: number[] = [];
  let matched = 0;
  for (let i = 0; i < count + warming; i++) {
    const [job] = await db
      .insert(jobs)
      .values(sampleJobRow(`alerts-bench-${Date.now().toString(36)}-${i}`))
      .returning({ id: jobs.id });
    if (!job) throw new Error('No job stored');
    const start = performance.now();
    const recorded = await db.transaction((tx) => recordMatches(tx, job.id));
    if (i >= warming) {
      times.push(performance.now() - start);
      matched += recorded.length;
    }
    await db.delete(jobs).where(eq(jobs.id, job.id));
  }
  return { sorted: times.sort((a, b) => a - b), matchedPerJob: matched / Math.max(count, 1) };
}

/** Stores `count` new sample jobs with their matches recorded, as that many creates would. */
export async function storeJobsWithMatches(db: Database, count: number): Promise<number> {
  let matched = 0;
  for (let i = 0; i < count; i++) {
    matched += await db.transaction(async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values(sampleJobRow(`alerts-digest-${Date.now().toString(36)}-${i}`))
        .returning({ id: jobs.id });
      if (!job) throw new Error('No job stored');
      return (await recordMatches(tx, job.id)).length;
    });
  }
  return matched;
}
