import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase, selectRows } from '../db/connect';
import { alertMatches, alerts, jobs, users } from '../db/schema';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/databases';
import { lockWaiters } from '../test/heldTransaction';
import { createAlertService, recordMatches } from './service';

// alert_matches has no foreign keys (migration 0015): these prove its triggers and recordMatches'
// locks keep what the keys kept, that no match outlives its job or its alert.

let testDatabase: TestDatabase;
let database: DatabaseHandle;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.options);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

let made = 0;
async function member(): Promise<number> {
  made += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      name: `Seeker ${made}`,
      email: `seeker-${made}@example.com`,
      passwordHash: 'x',
      // An alert matches only for a verified address.
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('No member stored');
  return user.id;
}

async function alertFor(userId: number, q: string): Promise<number> {
  const created = await createAlertService(database.db).create(
    userId,
    { q, workType: null, workplace: null, city: null, salary: null },
    'instant',
  );
  if (typeof created === 'string') throw new Error(`Not saved: ${created}`);
  return created.alert.id;
}

async function job(title: string, userId: number | null = null): Promise<number> {
  made += 1;
  const [row] = await database.db
    .insert(jobs)
    .values({ title, slug: `job-${made}`, info: '', workType: 1, workplace: null, userId })
    .returning({ id: jobs.id });
  if (!row) throw new Error('No job stored');
  return row.id;
}

const record = (jobId: number) => database.db.transaction((tx) => recordMatches(tx, jobId));
const matchesOfJobs = (jobIds: number[]) =>
  database.db.$count(alertMatches, inArray(alertMatches.jobId, jobIds));
const matchesOfAlerts = (alertIds: number[]) =>
  database.db.$count(alertMatches, inArray(alertMatches.alertId, alertIds));

describe('recording a job’s matches', () => {
  it('records each alert once, all with one number past the ones before', async () => {
    const userId = await member();
    const [one, two] = [await alertFor(userId, 'numbered'), await alertFor(userId, 'role')];
    const earlier = await job('Numbered role');
    expect((await record(earlier)).sort()).toEqual([one, two].sort());
    const later = await job('Numbered role again');
    expect((await record(later)).sort()).toEqual([one, two].sort());
    expect(await record(later)).toEqual([]);
    const seqs = await selectRows<{ jobId: number; seq: string }>(
      database.db,
      sql`SELECT DISTINCT job_id AS "jobId", seq FROM alert_matches
          WHERE job_id IN (${earlier}, ${later}) ORDER BY job_id`,
    );
    expect(seqs).toHaveLength(2);
    expect(Number(seqs[1]?.seq)).toBeGreaterThan(Number(seqs[0]?.seq));
  });
});

describe('deletes take their matches with them', () => {
  it('a job’s, one or several in one statement', async () => {
    const userId = await member();
    const alertId = await alertFor(userId, 'deleted');
    const [one, two, kept] = [
      await job('Deleted one'),
      await job('Deleted two'),
      await job('Deleted kept'),
    ];
    for (const id of [one, two, kept]) await record(id);
    expect(await matchesOfJobs([one, two, kept])).toBe(3);
    await database.db.delete(jobs).where(eq(jobs.id, one));
    expect(await matchesOfJobs([one])).toBe(0);
    await database.db.delete(jobs).where(inArray(jobs.id, [two]));
    expect(await matchesOfJobs([two])).toBe(0);
    expect(await matchesOfAlerts([alertId])).toBe(1);
  });

  it('an alert’s, and a member’s alerts and jobs with the member', async () => {
    const seeker = await member();
    const [gone, kept] = [await alertFor(seeker, 'cascade'), await alertFor(seeker, 'kept')];
    const jobId = await job('Cascade kept');
    await record(jobId);
    await database.db.delete(alerts).where(eq(alerts.id, gone));
    expect(await matchesOfAlerts([gone])).toBe(0);
    expect(await matchesOfAlerts([kept])).toBe(1);

    // The member's delete cascades to their alerts (the alerts' foreign key): the trigger runs.
    const leaving = await member();
    const theirs = await alertFor(leaving, 'cascade');
    const posted = await job('Cascade posting', leaving);
    await record(posted);
    expect(await matchesOfAlerts([theirs])).toBe(1);
    await database.db.transaction(async (tx) => {
      await tx.delete(jobs).where(eq(jobs.userId, leaving));
      await tx.delete(users).where(eq(users.id, leaving));
    });
    expect(await matchesOfAlerts([theirs])).toBe(0);
    expect(await matchesOfJobs([posted])).toBe(0);
  });
});

/** Whether a statement of another session waits for a lock (a row's or the matches'). */
async function someoneWaits(): Promise<boolean> {
  return (await lockWaiters(database.db)) > 0;
}

/** Records the job's matches and holds the transaction open until `finish` is called. */
async function recordingHeld(jobId: number) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let recorded = (_ids: number[]) => {};
  const recordedIds = new Promise<number[]>((resolve) => {
    recorded = resolve;
  });
  const committed = database.db.transaction(async (tx) => {
    recorded(await recordMatches(tx, jobId));
    await finished;
  });
  return { ids: await recordedIds, finish, committed };
}

// Two sessions at once: PGlite is one connection.
describe.runIf(testDatabaseKind() === 'postgres')('a delete while matches are recorded', () => {
  interface Race {
    jobId: number;
    alertId: number;
  }
  it.each([
    {
      of: 'the job',
      word: 'racing',
      remove: ({ jobId }: Race) => database.db.delete(jobs).where(eq(jobs.id, jobId)),
      left: ({ jobId }: Race) => matchesOfJobs([jobId]),
    },
    {
      of: 'an alert',
      word: 'contested',
      remove: ({ alertId }: Race) => database.db.delete(alerts).where(eq(alerts.id, alertId)),
      left: ({ alertId }: Race) => matchesOfAlerts([alertId]),
    },
  ])('of $of waits for the recording, then takes its matches', async ({ word, remove, left }) => {
    const userId = await member();
    const race = { alertId: await alertFor(userId, word), jobId: await job(`${word} job`) };
    const recording = await recordingHeld(race.jobId);
    expect(recording.ids).toEqual([race.alertId]);
    const deleted = remove(race).then(() => true);
    // Finished however the wait ends: a failed test leaves no transaction open.
    await vi.waitFor(async () => expect(await someoneWaits()).toBe(true)).finally(recording.finish);
    await recording.committed;
    expect(await deleted).toBe(true);
    expect(await left(race)).toBe(0);
  });

  it('of an alert before the recording: the recording waits and does not see it', async () => {
    const userId = await member();
    const alertId = await alertFor(userId, 'earlier');
    const jobId = await job('Earlier delete');
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let deleted = () => {};
    const done = new Promise<void>((resolve) => {
      deleted = resolve;
    });
    const deleting = database.db.transaction(async (tx) => {
      await tx.delete(alerts).where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
      deleted();
      await finished;
    });
    await done;
    // The delete's trigger holds the matches' lock: the recording waits for its commit.
    const recorded = record(jobId);
    await vi.waitFor(async () => expect(await someoneWaits()).toBe(true)).finally(finish);
    await deleting;
    expect(await recorded).toEqual([]);
    expect(await matchesOfAlerts([alertId])).toBe(0);
  });
});
