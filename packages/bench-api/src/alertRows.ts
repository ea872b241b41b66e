// The job alerts' rows (issue 25): a create's p99 with the alerts stored beside it with none,
// a new job's matches recorded against them, and on PostgreSQL the daily digest under reads.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { load } from './load';
import { measure, measureMixed, report } from './measure';
import { benchJob, type JobFields, type MixedResult } from './mixed';
import { alertCount, settings } from './options';
import { runToEnd, startNode, waitUntilAnswering } from './processes';
import { checkAnswer, firstPage, signUp } from './requests';
import { type Database, production, serverDir, startServer } from './servers';
import { type AlertRow, percentile } from './table';

/** Issue 25's targets for the job-alert rows. */
const alertTargets = {
  /** A create's p99 with the alerts stored, beside its p99 with none. */
  createRatio: 1.5,
  /** Recording a new job's matches against all the alerts, p99. */
  matchingP99Ms: 50,
  /** The daily digest, from its start until every mail is queued. */
  digestSeconds: 60,
  /** The first page's read p99 during the digest, beside its p99 before it. */
  digestReadRatio: 1.5,
};
/** The new jobs the daily digest mails (issue 25). */
const digestJobs = 1000;
/** The new jobs whose matches are timed against the stored alerts. */
const matchingSamples = 300;
/** The creates' concurrency: a few members posting at once, not a queue of fifty creates. */
const createConnections = 5;

interface AlertsCliResult {
  alerts?: number;
  times?: { sorted: number[]; matchedPerJob: number };
  matched?: number;
}

/** Runs the server's alertsBenchCli.ts on `database` (no server may hold its PGlite directory). */
async function alertsOnDatabase(database: Database, args: string[]): Promise<AlertsCliResult> {
  const child = startNode('src/alerts/alertsBenchCli.ts', args, {
    cwd: serverDir,
    env: database.env,
  });
  const output = await runToEnd(`The alerts script on ${database.name}`, child);
  const json = output
    .trim()
    .split('\n')
    .findLast((line) => line.startsWith('{'));
  if (!json) throw new Error(`The alerts script printed no result:\n${output}`);
  return JSON.parse(json) as AlertsCliResult;
}

/**
 * The board's oldest jobs, the seed's sample jobs (it repeats them), as a create posts them: the
 * alerts are made of their words, so a create matches as many alerts as a real posting would.
 */
async function sampleJobs(origin: string): Promise<JobFields[]> {
  const { totalCount } = JSON.parse(await checkAnswer(origin, firstPage)) as { totalCount: number };
  const offset = Math.max(totalCount - 24, 0);
  const path = `/api/paginate/${offset}/24`;
  const page = JSON.parse(await checkAnswer(origin, { method: 'GET', path })) as {
    data: { title: string; info: string; work_type: number; workplace: unknown }[];
  };
  return page.data.map((job) => ({
    title: job.title,
    description: job.info,
    workType: job.work_type,
    ...(typeof job.workplace === 'string' && { workplace: job.workplace }),
  }));
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

/**
 * The creates with no alerts, then `alertCount` alerts stored and recording a new job's matches
 * timed against them, then the creates again; each load on a server of its own as `pnpm start`
 * runs it. The creates post the sample jobs again (see sampleJobs), `createConnections` at a time.
 */
export async function measureAlertCreates(
  database: Database,
  rows: AlertRow[],
): Promise<JobFields[]> {
  let jobs: JobFields[] = [];
  async function creates(label: string): Promise<MixedResult> {
    const { origin, server } = await startServer(database, production);
    if (jobs.length === 0) jobs = await sampleJobs(origin);
    const result = await measureMixed(`POST /api/jobs, ${label}`, [origin], {
      connections: createConnections,
      createShare: 100,
      jobs,
    });
    await server.stop();
    return result;
  }
  const none = await creates('no alerts');
  const stored = alertCount.toLocaleString('en');
  process.stdout.write(`  storing ${stored} alerts, recording ${matchingSamples} jobs' matches… `);
  const { alerts = 0, times } = await alertsOnDatabase(database, [
    '--store',
    String(alertCount),
    '--time',
    String(matchingSamples),
  ]);
  const sorted = times?.sorted ?? [];
  console.log(`${alerts.toLocaleString('en')} alerts stored`);
  const withAlerts = await creates(`${stored} alerts`);
  rows.push(
    {
      name: `POST /api/jobs, ${stored} alerts stored, × none`,
      database: database.name,
      measured:
        `p99 ${ms(withAlerts.createP99)} ms with the alerts, ${ms(none.createP99)} ms with none ` +
        `(${withAlerts.creates.toLocaleString('en')} and ${none.creates.toLocaleString('en')} ` +
        `creates, ${createConnections} at a time)`,
      value: none.createP99 > 0 ? withAlerts.createP99 / none.createP99 : Number.NaN,
      limit: alertTargets.createRatio,
      unit: '×',
      failures: none.failures + withAlerts.failures,
    },
    {
      name: `A new job's matches recorded, ${stored} alerts, p99`,
      database: database.name,
      measured:
        `p50 ${ms(percentile(sorted, 0.5))} ms, max ${ms(percentile(sorted, 1))} ms over ` +
        `${sorted.length} jobs; ${Math.round(times?.matchedPerJob ?? 0).toLocaleString('en')} ` +
        'alerts matched per job',
      value: sorted.length > 0 ? percentile(sorted, 0.99) : Number.NaN,
      limit: alertTargets.matchingP99Ms,
      unit: 'ms',
      failures: 0,
    },
  );
  return jobs;
}

/**
 * The daily digest, on PostgreSQL (the bench watches its progress in the database while the server
 * runs it; a PGlite directory is the server's alone). Every alert becomes daily and `digestJobs`
 * new jobs are stored with their matches; a server starts with ALERT_DIGEST_HOUR=0, whose moment
 * today (midnight in Istanbul) is past but after the alerts were made, so none is due yet, and the
 * first page's reads are measured. Then the alerts are made two days old, and one create nudges the
 * server's alert mailer, its first nudge, which looks at every alert as the minute's timer would:
 * it finds every digest due and queues them, while the
 * first page is read again for the same duration. The digest's time runs from that create until no
 * match waits for its mail.
 */
export async function measureDigest(database: Database, jobs: JobFields[], rows: AlertRow[]) {
  process.stdout.write(`  ${digestJobs.toLocaleString('en')} new jobs, every alert daily… `);
  const { matched = 0 } = await alertsOnDatabase(database, ['--digest-jobs', String(digestJobs)]);
  console.log(`${matched.toLocaleString('en')} matches waiting`);
  const { origin, server } = await startServer(database, { ...production, ALERT_DIGEST_HOUR: '0' });
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await client.connect();
  try {
    const before = await measure('GET /api/paginate/0/5, before the digest', origin, firstPage);
    await waitUntilAnswering(`${origin}/api/health`, server, `The server on ${database.name}`);
    const waiting = async () => {
      const answer = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM alerts WHERE NOT paused AND EXISTS (
           SELECT 1 FROM alert_matches WHERE alert_id = alerts.id AND seq > alerts.mailed_through)`,
      );
      return answer.rows[0]?.n ?? 0;
    };
    await client.query(`UPDATE alerts SET created_at = now() - interval '2 days'`);
    const token = await signUp(origin);
    const [job = { title: 'Alert digest', description: '', workType: 1 }] = jobs;
    process.stdout.write('  GET /api/paginate/0/5 during the digest… ');
    const started = performance.now();
    const nudge = await fetch(`${origin}/api/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(benchJob(job)),
    });
    if (nudge.status !== 201) throw new Error(`The digest's create answered ${nudge.status}`);
    // Not watched while the reads are measured: the count of alerts still waiting walks their
    // 2.7 million matches (130-600 ms each time), which asked every 100 ms took a core of the two
    // from the reads. A digest done within the reads is timed at their end: an upper bound.
    const during = await load(origin, firstPage, { ...settings, warmup: 0 });
    report(during);
    let seconds = Number.NaN;
    // Ten times the target, then it is reported as not finished.
    while (performance.now() - started < 10_000 * alertTargets.digestSeconds) {
      if ((await waiting()) === 0) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
      await sleep(100);
    }
    const sent = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alerts WHERE last_sent_at IS NOT NULL',
    );
    const mails = (sent.rows[0]?.n ?? 0).toLocaleString('en');
    const stored = alertCount.toLocaleString('en');
    console.log(`  the digest queued ${mails} mails in ${seconds.toFixed(1)} s`);
    rows.push(
      {
        name: `Daily digest, ${stored} alerts, ${digestJobs.toLocaleString('en')} new jobs`,
        database: database.name,
        measured: `${mails} mails queued for ${matched.toLocaleString('en')} matches`,
        value: seconds,
        limit: alertTargets.digestSeconds,
        unit: 's',
        failures: 0,
      },
      {
        name: 'GET /api/paginate/0/5 during the digest, × before',
        database: database.name,
        measured:
          `p99 ${ms(during.p99)} ms in the ${settings.duration} s from the digest's start, ` +
          `${ms(before.p99)} ms before it`,
        value: before.p99 > 0 ? during.p99 / before.p99 : Number.NaN,
        limit: alertTargets.digestReadRatio,
        unit: '×',
        failures: before.failures + during.failures,
      },
    );
  } finally {
    await client.end();
    await server.stop();
  }
}
