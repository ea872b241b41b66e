import type { LoadResult } from './load';
import type { MixedResult } from './mixed';

export interface Row {
  name: string;
  database: string;
  result: LoadResult;
  /** The raw server measured just before this case: the machine's load drifts during a run. */
  baseline: LoadResult;
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
 * A Markdown table (it goes into the README as printed). Every figure is followed by its ratio to
 * the same figure of the baseline measured just before it (whose requests/s are shown too): under 1×
 * for requests/s means fewer, over 1× for p50 and p99 slower. Failed counts errors, timeouts and
 * answers outside 2xx.
 */
export function formatTable(rows: Row[]): string {
  const lines = [
    '| Case | Database | Requests/s | Baseline requests/s | × baseline | p50 ms | × baseline | p99 ms | × baseline | Failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, database, result, baseline } of rows) {
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
}

/**
 * The mixed cases: throughput beside the baseline's, what was sent, and staleness, the longest a
 * read lagged behind a create acknowledged before it was sent (see mixed.ts).
 */
export function formatMixedTable(rows: MixedRow[]): string {
  const lines = [
    '| Case | Database | Requests/s | Baseline requests/s | × baseline | p50 ms | p99 ms | Reads | Creates | Failed | Stale reads | Worst staleness ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, database, result, baseline } of rows) {
    lines.push(
      tableRow([
        ...throughputCells(name, database, result, baseline),
        milliseconds(result.p50),
        milliseconds(result.p99),
        result.reads.toLocaleString('en'),
        result.creates.toLocaleString('en'),
        result.failures,
        result.staleReads,
        milliseconds(result.worstStaleness),
      ]),
    );
  }
  return lines.join('\n');
}
