// The run's summary: its tables, the targets missed, and the failures and stale reads that make
// its exit code.
import { cpus } from 'node:os';
import { type ApplicantsRow, applicantsTarget } from './applicantRows';
import type { FirstAnswers } from './firstAnswers';
import { alertCount, jobCount, needsJobs, runAlerts, runApi, runPages, settings } from './options';
import {
  type AlertRow,
  type ColdRender,
  coldRenderMissed,
  formatAlertMisses,
  formatAlertTable,
  formatColdRender,
  formatMisses,
  formatMixedTable,
  formatTable,
  type MixedRow,
  mixedMisses,
  type Row,
  stalenessLimitMs,
} from './table';

/** What a run measured, each part's rows. */
export interface Results {
  rows: Row[];
  /** Measured first, on the freshly seeded databases; printed after the API's rows. */
  pageRows: Row[];
  mixedRows: MixedRow[];
  coldRenders: ColdRender[];
  alertRows: AlertRow[];
  /** Reads timed the first time they are asked for, on PostgreSQL: the sitemap, filtered lists. */
  firstAnswers: FirstAnswers[];
  /** The list of a posting with 1,000 applications, on PostgreSQL. */
  applicantRows: ApplicantsRow[];
}

/** Prints the summary of a run that began at `started`; answers its exit code. */
export function printSummary(
  { rows, pageRows, mixedRows, coldRenders, alertRows, firstAnswers, applicantRows }: Results,
  started: number,
): number {
  const cpu = cpus();
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · Node ${process.version} · ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'} · ` +
      (needsJobs ? `${jobCount.toLocaleString('en')} jobs · ` : '') +
      (runAlerts ? `${alertCount.toLocaleString('en')} alerts · ` : '') +
      `${settings.connections} connections · ` +
      `${settings.duration} s per case after ${settings.warmup} s warm-up\n`,
  );
  if (rows.length + pageRows.length > 0) console.log(formatTable([...rows, ...pageRows]));
  if (mixedRows.length > 0) console.log(`\n${formatMixedTable(mixedRows)}`);
  for (const { label, times, target, misses } of firstAnswers) {
    console.log(
      `\n- **${label}**, PostgreSQL, first answers (nothing cached): ${times.join('; ')}. ` +
        `Target: ${target} ${misses.length === 0 ? '✓' : '✗'}`,
    );
  }
  if (runApi) {
    const misses = [
      ...formatMisses(rows),
      ...mixedRows.flatMap((row) => {
        const missed = mixedMisses(row);
        return missed.length === 0
          ? []
          : [`✗ ${row.name} on ${row.database}: ${missed.join('; ')}`];
      }),
      ...firstAnswers.flatMap(({ label, misses }) =>
        misses.map((miss) => `✗ ${label.toLowerCase()}: ${miss}`),
      ),
    ];
    console.log(
      misses.length === 0
        ? '\nEvery API row met its targets.'
        : `\nAPI targets missed (reported, not failing the run):\n${misses.join('\n')}`,
    );
  }
  if (runAlerts) {
    const gap = rows.length + pageRows.length > 0 ? '\n' : '';
    console.log(`${gap}Job alerts:\n\n${formatAlertTable(alertRows)}`);
    const misses = formatAlertMisses(alertRows);
    console.log(
      misses.length === 0
        ? '\nEvery alert row met its targets.'
        : `\nAlert targets missed (reported, not failing the run):\n${misses.join('\n')}`,
    );
  }
  if (runPages) {
    console.log('');
    for (const cold of coldRenders) console.log(formatColdRender(cold));
    const misses = [
      ...formatMisses(pageRows),
      ...coldRenders
        .filter(coldRenderMissed)
        .map((cold) => `✗ the cold render on ${cold.database}: its median is over the target`),
    ];
    console.log(
      misses.length === 0
        ? '\nEvery page met its targets.'
        : `\nTargets missed (reported, not failing the run):\n${misses.join('\n')}`,
    );
  }

  for (const { database, result } of applicantRows) {
    const met = result.p99 <= applicantsTarget.p99Ms;
    console.log(
      `\n- **A posting's ${applicantsTarget.applications.toLocaleString('en')} applications**, ` +
        `${database}: p99 ${result.p99} ms, p50 ${result.p50} ms, ` +
        `${Math.round(result.requestsPerSecond).toLocaleString('en')} lists/s, ` +
        `${Math.round((result.bytesPerAnswer ?? 0) / 1024).toLocaleString('en')} KB each. ` +
        `Target: p99 ≤ ${applicantsTarget.p99Ms} ms ${met ? '✓' : '✗'}`,
    );
  }

  const failed = [
    ...[...rows, ...pageRows, ...mixedRows].map(({ name, database, result }) => ({
      name,
      database,
      failures: result.failures,
    })),
    ...alertRows,
    ...applicantRows.map(({ database, result }) => ({
      name: "A posting's applications",
      database,
      failures: result.failures,
    })),
  ].filter((row) => row.failures > 0);
  for (const { name, database, failures } of failed) {
    console.error(
      `${name} on ${database}: ${failures} requests failed or answered an unexpected status`,
    );
  }
  const stale = mixedRows.filter((row) => row.result.worstStaleness > stalenessLimitMs);
  for (const { name, database, result } of stale) {
    console.error(`${name} on ${database}: a read lagged ${Math.round(result.worstStaleness)} ms`);
  }
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
  return failed.length > 0 || stale.length > 0 ? 1 : 0;
}
