/**
 * The alert rows' work on the database the server would use (DATABASE_URL or DATA_DIR), for
 * `pnpm bench:api`, run while no server holds a PGlite directory. Prints one JSON line.
 *
 *   --store N          stores N generated alerts (generatedAlerts.ts), instant ones
 *   --time N           times recording N new jobs' matches, each committed, then the job deleted
 *   --digest-jobs N    makes every alert daily, forgets earlier matches (and jobs still in line to
 *                      be matched), and stores N new jobs with their matches recorded: the day's
 *                      postings a digest then mails
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { configFromEnv } from '../config';
import { DataDirLockedError } from '../db/connect';
import { alertMatches, alerts, jobsToMatch } from '../db/schema';
import {
  storeGeneratedAlerts,
  storeJobsWithMatches,
  timeRecordingMatches,
} from './generatedAlerts';

const { values } = parseArgs({
  options: {
    store: { type: 'string' },
    time: { type: 'string' },
    'digest-jobs': { type: 'string' },
  },
});

try {
  const { port: _port, host: _host, ...config } = configFromEnv();
  const app = await buildApp({ ...config, logger: false, appDistDir: undefined });
  const db = app.database.db;
  const result: Record<string, unknown> = {};
  if (values.store) result.alerts = await storeGeneratedAlerts(db, Number(values.store));
  if (values.time) result.times = await timeRecordingMatches(db, Number(values.time));
  if (values['digest-jobs']) {
    // The creates timed before leave their jobs in line (the server matches them after): not the
    // digest's to wait for.
    await db.delete(jobsToMatch);
    await db.delete(alertMatches);
    await db.update(alerts).set({ frequency: 'daily', lastSentAt: null });
    result.matched = await storeJobsWithMatches(db, Number(values['digest-jobs']));
    await db.execute(sql`ANALYZE`);
  }
  console.log(JSON.stringify(result));
  await app.close();
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
