import type { LoadResult } from './load';

export interface Row {
  name: string;
  database: string;
  result: LoadResult;
}

/** `figure / baseline`, two significant digits: 0.31×, 4.2×, 17×. */
export function ratio(figure: number, baseline: number): string {
  if (!(baseline > 0)) return 'n/a';
  const value = figure / baseline;
  return `${value >= 10 ? value.toFixed(0) : value.toPrecision(2)}×`;
}

const milliseconds = (value: number) => value.toFixed(value < 10 ? 1 : 0);

/**
 * A Markdown table (it goes into the README as printed). Every figure is followed by its ratio to
 * the baseline's same figure: under 1× for requests/s means fewer, over 1× for p50 and p99 slower.
 * Failed counts errors, timeouts and answers outside 2xx.
 */
export function formatTable(baseline: LoadResult, rows: Row[]): string {
  const lines = [
    '| Case | Database | Requests/s | × baseline | p50 ms | × baseline | p99 ms | × baseline | Failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, database, result } of rows) {
    // With every request timed out there is no latency to show, and 0 ms would read as fast.
    const answered = result.requestsPerSecond > 0;
    lines.push(
      `| ${[
        name,
        database,
        Math.round(result.requestsPerSecond).toLocaleString('en'),
        ratio(result.requestsPerSecond, baseline.requestsPerSecond),
        answered ? milliseconds(result.p50) : '–',
        answered ? ratio(result.p50, baseline.p50) : '–',
        answered ? milliseconds(result.p99) : '–',
        answered ? ratio(result.p99, baseline.p99) : '–',
        result.failures,
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
