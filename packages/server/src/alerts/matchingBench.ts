/**
 * `pnpm --filter @job/server bench:alerts [postgres]`: how long recording one new job's matches
 * against 100,000 stored alerts takes (`recordMatches`, which the alert mailer runs for each new job), on
 * PGlite in memory or on a fresh PostgreSQL database (TEST_POSTGRES_URL's server) that is dropped
 * after, with no jobs besides. `pnpm bench:api --only alerts` measures the same on a seeded board,
 * beside the creates and the digest.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../db/connect';
import { createTestDatabase } from '../test/databases';
import { storeGeneratedAlerts, timeRecordingMatches } from './generatedAlerts';

const alertCount = Number(process.env.ALERTS ?? 100_000);
const newJobs = 300;
if (process.argv.includes('postgres')) process.env.TEST_DATABASE = 'postgres';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const testDatabase = await createTestDatabase();
  const database = openDatabase(testDatabase.options);
  try {
    await database.migrate();
    const started = performance.now();
    const n = await storeGeneratedAlerts(database.db, alertCount);
    console.log(
      `${database.kind}: ${n} alerts stored in ${Math.round(performance.now() - started)} ms`,
    );
    const { sorted, matchedPerJob } = await timeRecordingMatches(database.db, newJobs);
    console.log(
      `recording one new job's matches against ${n} alerts (${sorted.length} jobs): ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${percentile(sorted, 100).toFixed(1)} ms; ${Math.round(matchedPerJob)} alerts matched per job`,
    );
  } finally {
    await database.close();
    await testDatabase.drop();
  }
}

await main();
