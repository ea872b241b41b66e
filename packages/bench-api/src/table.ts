import type { LoadResult } from './load';
import type { MixedResult } from './mixed';

export interface Row {
  name: string;
  database: string;
  result: LoadResult;
  /** The raw server measured just before this case: the machine's load drifts during a run. */
  baseline: LoadResult;
  /** What this row must reach (the page rows); rows without targets show a dash. */
  targets?: Targets;
}

export interface Targets {
  /** Requests/s at least this share of the baseline's. */
  minRatio: number;
  /** p99 at most this many milliseconds. */
  maxP99Ms: number;
}

/** The server-rendered pages' targets: half the raw server's pace, a p99 within 50 ms. */
export const pageTargets: Targets = { minRatio: 0.5, maxP99Ms: 50 };

/** What `row` misses of its targets, each as a phrase; empty when it meets them or has none. */
export function targetMisses({ result, baseline, targets }: Row): string[] {
  if (!targets) return [];
  const misses: string[] = [];
  const share =
    baseline.requestsPerSecond > 0 ? result.requestsPerSecond / baseline.requestsPerSecond : 0;
  if (share < targets.minRatio) {
    misses.push(
      `${ratio(result.requestsPerSecond, baseline.requestsPerSecond)} its baseline (target ${targets.minRatio}× or more)`,
    );
  }
  // Nothing answered is no latency to meet the target with.
  if (result.requestsPerSecond <= 0 || result.p99 > targets.maxP99Ms) {
    const p99 = result.requestsPerSecond > 0 ? `${milliseconds(result.p99)} ms` : 'none answered';
    misses.push(`p99 ${p99} (target ${targets.maxP99Ms} ms or less)`);
  }
  if (result.failures > 0) misses.push(`${result.failures} failed (target none)`);
  return misses;
}

/** One line per row that misses a target, to print under the table. */
export function formatMisses(rows: Row[]): string[] {
  return rows.flatMap((row) => {
    const misses = targetMisses(row);
    return misses.length === 0 ? [] : [`✗ ${row.name} on ${row.database}: ${misses.join('; ')}`];
  });
}

/** A target's cell: ✓ met, ✗ missed, – none. */
function targetCell(row: Row): string {
  if (!row.targets) return '–';
  return targetMisses(row).length === 0 ? '✓' : '✗';
}

/** `figure / baseline`, two significant digits: 0.31×, 4.2×, 17×. */
export function ratio(figure: number, baseline: number): string {
  if (!(baseline > 0)) return 'n/a';
  const value = figure / baseline;
  return `${value >= 10 ? value.toFixed(0) : value.toPrecision(2)}×`;
}

const milliseconds = (value: number) => value.toFixed(value < 10 ? 1 : 0);

const count = (value: number) => Math.round(value).toLocaleString('en');

/** The cells every table starts with: the case, its database, and its throughput beside the baseline's. */
function throughputCells(
  name: string,
  database: string,
  result: { requestsPerSecond: number },
  baseline: LoadResult,
): (string | number)[] {
  return [
    name,
    database,
    count(result.requestsPerSecond),
    count(baseline.requestsPerSecond),
    ratio(result.requestsPerSecond, baseline.requestsPerSecond),
  ];
}

const tableRow = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/**
 * A Markdown table (docs/benchmarks.md shows it as printed). Every figure is followed by its ratio
 * to the same figure of the baseline measured just before it (whose requests/s are shown too):
 * under 1× for requests/s means fewer, over 1× for p50 and p99 slower. Failed counts errors,
 * timeouts and answers outside 2xx (for the not-found page, other than its 404). Targets: ✓ or ✗
 * for the rows that have them (`formatMisses` says what was missed), – for the others.
 */
export function formatTable(rows: Row[]): string {
  const lines = [
    '| Case | Database | Requests/s | Baseline requests/s | × baseline | p50 ms | × baseline | p99 ms | × baseline | Failed | Targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|',
  ];
  for (const row of rows) {
    const { name, database, result, baseline } = row;
    // With every request timed out there is no latency to show, and 0 ms would read as fast.
    const answered = result.requestsPerSecond > 0;
    lines.push(
      tableRow([
        ...throughputCells(name, database, result, baseline),
        answered ? milliseconds(result.p50) : '–',
        answered ? ratio(result.p50, baseline.p50) : '–',
        answered ? milliseconds(result.p99) : '–',
        answered ? ratio(result.p99, baseline.p99) : '–',
        result.failures,
        targetCell(row),
      ]),
    );
  }
  return lines.join('\n');
}

export interface MixedRow {
  name: string;
  database: string;
  result: MixedResult;
  baseline: LoadResult;
  /** The reads' targets: requests/s of the whole mix beside the baseline, the reads' p99. */
  targets: Targets;
}

/** The mixed load's staleness bound: no read behind an acknowledged create by more. */
export const stalenessLimitMs = 1000;

/** What a mixed row misses of its targets, each as a phrase; empty when it meets them. */
export function mixedMisses({ result, baseline, targets }: MixedRow): string[] {
  const misses: string[] = [];
  if (result.requestsPerSecond < targets.minRatio * baseline.requestsPerSecond) {
    misses.push(
      `${ratio(result.requestsPerSecond, baseline.requestsPerSecond)} its baseline (target ${targets.minRatio}× or more)`,
    );
  }
  if (result.reads === 0 || result.readP99 > targets.maxP99Ms) {
    misses.push(
      `read p99 ${milliseconds(result.readP99)} ms (target ${targets.maxP99Ms} ms or less)`,
    );
  }
  if (result.failures > 0) misses.push(`${result.failures} failed (target none)`);
  if (result.worstStaleness > stalenessLimitMs) {
    misses.push(
      `a read ${milliseconds(result.worstStaleness)} ms stale (target ${stalenessLimitMs} ms or less)`,
    );
  }
  return misses;
}

/**
 * The mixed cases: throughput beside the baseline's, the reads' latency (the targets are theirs)
 * and the creates', what was sent, and staleness, the longest a read lagged behind a create
 * acknowledged before it was sent (see mixed.ts).
 */
export function formatMixedTable(rows: MixedRow[]): string {
  const lines = [
    '| Case | Database | Requests/s | Baseline requests/s | × baseline | Read p50 ms | Read p99 ms | Create p50 ms | Create p99 ms | Reads | Creates | Failed | Stale reads | Worst staleness ms | Targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|',
  ];
  for (const row of rows) {
    const { name, database, result, baseline } = row;
    lines.push(
      tableRow([
        ...throughputCells(name, database, result, baseline),
        milliseconds(result.readP50),
        milliseconds(result.readP99),
        milliseconds(result.createP50),
        milliseconds(result.createP99),
        result.reads.toLocaleString('en'),
        result.creates.toLocaleString('en'),
        result.failures,
        result.staleReads,
        milliseconds(result.worstStaleness),
        mixedMisses(row).length === 0 ? '✓' : '✗',
      ]),
    );
  }
  return lines.join('\n');
}

/** The cold render's target: a page read from the database and rendered within 20 ms (median). */
export const coldRenderTargetMs = 20;

/** A first page rendered with nothing of it cached, measured one request after another. */
export interface ColdRender {
  database: string;
  /** Milliseconds per request, each read and rendered anew, until its last byte arrived. */
  samples: number[];
  /** What was requested: `/`. */
  pages: string;
  /** Milliseconds of the first page after the server started (one sample, its code not yet warm). */
  firstAfterStart: number;
}

/** The value below which `share` of the sorted `values` lie (the nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

export function coldRenderMissed(cold: ColdRender): boolean {
  return cold.samples.length === 0 || percentile(cold.samples, 0.5) > coldRenderTargetMs;
}

/** One line: median and p99 beside the target, and the first `/` after start. */
export function formatColdRender(cold: ColdRender): string {
  const median = percentile(cold.samples, 0.5);
  const p99 = percentile(cold.samples, 0.99);
  return (
    `Cold render, ${cold.database}: median ${milliseconds(median)} ms, p99 ${milliseconds(p99)} ms ` +
    `over ${cold.samples.length} renders of ${cold.pages} with no read cache (one connection, one ` +
    `after another); the first after start ${milliseconds(cold.firstAfterStart)} ms. ` +
    `Target: a median of ${coldRenderTargetMs} ms or less ${coldRenderMissed(cold) ? '✗' : '✓'}`
  );
}

/**
 * A job-alert row (issue 25): one figure against its upper bound, with what it was measured from
 * in words. Its unit: a ratio to the same figure measured without alerts (or without the digest),
 * milliseconds, or seconds.
 */
export interface AlertRow {
  name: string;
  database: string;
  /** The figures behind `value`, in words: `p99 30 ms with 100,000 alerts, 20 ms with none`. */
  measured: string;
  value: number;
  /** The target: `value` at most this. */
  limit: number;
  unit: '×' | 'ms' | 's';
  /** Requests that failed or answered outside 2xx while it was measured. */
  failures: number;
}

function alertFigure(value: number, unit: AlertRow['unit']): string {
  if (unit === '×') return `${value.toFixed(2)}×`;
  if (unit === 'ms') return `${milliseconds(value)} ms`;
  return `${value.toFixed(1)} s`;
}

/** What an alert row misses of its target, each as a phrase; empty when it meets it. */
export function alertMisses({ value, limit, unit, failures }: AlertRow): string[] {
  const misses: string[] = [];
  // NaN (nothing measured, or a digest that did not finish) is a miss too.
  if (!(value <= limit)) {
    const figure = Number.isNaN(value) ? 'nothing measured' : alertFigure(value, unit);
    misses.push(`${figure} (target ${alertFigure(limit, unit)} or less)`);
  }
  if (failures > 0) misses.push(`${failures} failed (target none)`);
  return misses;
}

/** One line per alert row that misses its target, to print under its table. */
export function formatAlertMisses(rows: AlertRow[]): string[] {
  return rows.flatMap((row) => {
    const misses = alertMisses(row);
    return misses.length === 0 ? [] : [`✗ ${row.name} on ${row.database}: ${misses.join('; ')}`];
  });
}

/** The job-alert rows: each figure, what it came from, its target, ✓ or ✗. */
export function formatAlertTable(rows: AlertRow[]): string {
  const lines = [
    '| Case | Database | Measured | Result | Target | Failed | Targets |',
    '|---|---|---|---:|---:|---:|:---:|',
  ];
  for (const row of rows) {
    lines.push(
      tableRow([
        row.name,
        row.database,
        row.measured,
        Number.isNaN(row.value) ? '–' : alertFigure(row.value, row.unit),
        `≤ ${alertFigure(row.limit, row.unit)}`,
        row.failures,
        alertMisses(row).length === 0 ? '✓' : '✗',
      ]),
    );
  }
  return lines.join('\n');
}
