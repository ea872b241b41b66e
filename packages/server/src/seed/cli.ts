import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../app';
import { changesChannel } from '../cache/boardChanges';
import { configFromEnv } from '../config';
import { DataDirLockedError } from '../db/connect';
import { createJobService } from '../jobs/service';
import { seedManyJobs } from './seed';

// `pnpm seed --jobs 100000`: a large board for load tests, on the database the server would use.
const { values } = parseArgs({ options: { jobs: { type: 'string', default: '100000' } } });
const total = Number(values.jobs);
if (!Number.isInteger(total) || total < 1) {
  console.error(`--jobs must be a positive whole number, not ${values.jobs}`);
  process.exit(1);
}

try {
  const { port: _port, host: _host, ...config } = configFromEnv();
  const app = await buildApp({ ...config, logger: false, appDistDir: undefined });
  const started = performance.now();
  const interactive = process.stdout.isTTY;
  let reported = 0;
  // On PostgreSQL a connection of its own, without the timeouts that bound a request's queries:
  // a batch of rows, or the VACUUM after a million of them, takes longer.
  const bulk = config.databaseUrl
    ? new pg.Client({ connectionString: config.databaseUrl })
    : undefined;
  await bulk?.connect();
  await seedManyJobs(bulk ? drizzlePostgres(bulk) : app.database.db, total, (done) => {
    const seconds = (performance.now() - started) / 1000;
    const line = `${done.toLocaleString('en')} / ${total.toLocaleString('en')} jobs (${Math.round(done / seconds).toLocaleString('en')}/s)`;
    if (interactive) process.stdout.write(`\r${line}`);
    else if (done === total || done - reported >= total / 10) {
      console.log(line);
      reported = done;
    }
  });
  await bulk?.end();
  if (interactive) process.stdout.write('\n');
  // Servers already running on this PostgreSQL drop their read caches, as after any write.
  await app.database.db.execute(sql`SELECT pg_notify(${changesChannel}, 'seed')`);
  console.log(
    `The board now has ${(await createJobService(app.database.db).count()).toLocaleString('en')} jobs.`,
  );
  await app.close();
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
