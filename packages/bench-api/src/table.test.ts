import { describe, expect, it } from 'vitest';
import {
  type AlertRow,
  alertMisses,
  type ColdRender,
  coldRenderMissed,
  formatAlertMisses,
  formatAlertTable,
  formatColdRender,
  formatMisses,
  formatMixedTable,
  formatTable,
  pageTargets,
  percentile,
  ratio,
  targetMisses,
} from './table';

const baseline = { requestsPerSecond: 10_000, p50: 4, p99: 20, failures: 0 };

describe('ratio', () => {
  it('keeps two significant digits below 10× and whole numbers above', () => {
    expect(ratio(1, 1)).toBe('1.0×');
    expect(ratio(250, 10_000)).toBe('0.025×');
    expect(ratio(42, 10)).toBe('4.2×');
    expect(ratio(173.4, 10)).toBe('17×');
  });

  it('says n/a rather than dividing by a zero baseline', () => {
    expect(ratio(5, 0)).toBe('n/a');
  });
});

describe('formatTable', () => {
  it('puts each figure beside its ratio to the baseline', () => {
    const slow = { requestsPerSecond: 500, p50: 80, p99: 400, failures: 3 };
    const busier = { requestsPerSecond: 5000, p50: 8, p99: 40, failures: 0 };
    const lines = formatTable([
      { name: 'baseline', database: '–', result: baseline, baseline },
      { name: 'GET /api/paginate/0/5', database: 'PGlite', result: slow, baseline: busier },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| baseline | – | 10,000 | 10,000 | 1.0× | 4.0 | 1.0× | 20 | 1.0× | 0 | – |',
    );
    expect(lines[3]).toBe(
      '| GET /api/paginate/0/5 | PGlite | 500 | 5,000 | 0.10× | 80 | 10× | 400 | 10× | 3 | – |',
    );
  });

  it('shows no latency for a case where every request timed out', () => {
    const timedOut = { requestsPerSecond: 0, p50: 0, p99: 0, failures: 50 };
    const [, , row] = formatTable([
      { name: 'GET /api/paginate/0/5', database: 'PGlite', result: timedOut, baseline },
    ]).split('\n');
    expect(row).toBe(
      '| GET /api/paginate/0/5 | PGlite | 0 | 10,000 | 0.0× | – | – | – | – | 50 | – |',
    );
  });

  it('marks a page row ✓ when it meets its targets and ✗ when it misses one', () => {
    const met = { requestsPerSecond: 5000, p50: 5, p99: 50, failures: 0 };
    const slow = { requestsPerSecond: 4999, p50: 5, p99: 30, failures: 0 };
    const lines = formatTable([
      { name: 'page /', database: 'PGlite', result: met, baseline, targets: pageTargets },
      { name: 'page /?page=2', database: 'PGlite', result: slow, baseline, targets: pageTargets },
    ]).split('\n');
    expect(lines[0]).toMatch(/\| Failed \| Targets \|$/);
    expect(lines[2]).toBe(
      '| page / | PGlite | 5,000 | 10,000 | 0.50× | 5.0 | 1.3× | 50 | 2.5× | 0 | ✓ |',
    );
    expect(lines[3]).toMatch(/\| 0 \| ✗ \|$/);
  });
});

describe('targetMisses', () => {
  const page = (result: typeof baseline) => ({
    name: 'page /',
    database: 'PGlite',
    result,
    baseline,
    targets: pageTargets,
  });

  it('names each target missed: the ratio, the p99, failed requests', () => {
    const missed = page({ requestsPerSecond: 1200, p50: 30, p99: 180, failures: 2 });
    expect(targetMisses(missed)).toEqual([
      '0.12× its baseline (target 0.5× or more)',
      'p99 180 ms (target 50 ms or less)',
      '2 failed (target none)',
    ]);
    expect(formatMisses([missed, page(baseline)])).toEqual([
      '✗ page / on PGlite: 0.12× its baseline (target 0.5× or more); p99 180 ms (target 50 ms or less); 2 failed (target none)',
    ]);
  });

  it('counts a row where nothing answered as missing its latency too', () => {
    const none = page({ requestsPerSecond: 0, p50: 0, p99: 0, failures: 50 });
    expect(targetMisses(none)).toContain('p99 none answered (target 50 ms or less)');
  });

  it('holds nothing against a row without targets', () => {
    const slow = { requestsPerSecond: 1, p50: 900, p99: 900, failures: 0 };
    expect(
      targetMisses({ name: 'GET /api/paginate/0/5', database: 'PGlite', result: slow, baseline }),
    ).toEqual([]);
  });
});

describe('the cold render', () => {
  const cold = (samples: number[]): ColdRender => ({
    database: 'PGlite, `pnpm start`',
    samples,
    pages: '/',
    firstAfterStart: 84.4,
  });

  it('takes the nearest rank for a percentile', () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2);
    expect(percentile([4, 1, 3, 2], 0.99)).toBe(4);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('prints its median and p99 beside the 20 ms target', () => {
    expect(formatColdRender(cold([12, 18, 19, 45]))).toBe(
      'Cold render, PGlite, `pnpm start`: median 18 ms, p99 45 ms over 4 renders of / with no read ' +
        'cache (one connection, one after another); the first after start 84 ms. ' +
        'Target: a median of 20 ms or less ✓',
    );
    expect(coldRenderMissed(cold([12, 21, 22, 45]))).toBe(true);
    expect(formatColdRender(cold([12, 21, 22, 45]))).toMatch(/ms or less ✗$/);
  });
});

describe('formatMixedTable', () => {
  it('shows what was sent, what failed, how stale the reads were, and the targets', () => {
    const mixed = {
      requestsPerSecond: 2500,
      p50: 12,
      p99: 80,
      readP50: 2,
      readP99: 40,
      createP50: 30,
      createP99: 120,
      reads: 23_750,
      creates: 1250,
      failures: 0,
      staleReads: 3,
      worstStaleness: 4.25,
    };
    const targets = { minRatio: 0.2, maxP99Ms: 50 };
    const [, , met, missed] = formatMixedTable([
      { name: 'mixed', database: 'PGlite', result: mixed, baseline, targets },
      { name: 'mixed', database: 'PGlite', result: { ...mixed, readP99: 51 }, baseline, targets },
    ]).split('\n');
    expect(met).toBe(
      '| mixed | PGlite | 2,500 | 10,000 | 0.25× | 2.0 | 40 | 30 | 120 | 23,750 | 1,250 | 0 | 3 | 4.3 | ✓ |',
    );
    expect(missed).toMatch(/\| 51 \|.*\| ✗ \|$/);
  });
});

describe('formatAlertTable', () => {
  const row: AlertRow = {
    name: 'POST /api/jobs, 100,000 alerts stored, × none',
    database: 'PGlite',
    measured: 'p99 30 ms with the alerts, 20 ms with none',
    value: 1.5,
    limit: 1.5,
    unit: '×',
    failures: 0,
  };

  it('shows the figure in its unit beside its target, met at the limit itself', () => {
    const lines = formatAlertTable([
      row,
      { ...row, name: 'matches', measured: 'p50 3.2 ms', value: 7.25, limit: 50, unit: 'ms' },
      { ...row, name: 'digest', measured: '100 mails', value: 61.04, limit: 60, unit: 's' },
    ]).split('\n');
    expect(lines[0]).toBe('| Case | Database | Measured | Result | Target | Failed | Targets |');
    expect(lines[2]).toBe(
      '| POST /api/jobs, 100,000 alerts stored, × none | PGlite | p99 30 ms with the alerts, 20 ms with none | 1.50× | ≤ 1.50× | 0 | ✓ |',
    );
    expect(lines[3]).toBe('| matches | PGlite | p50 3.2 ms | 7.3 ms | ≤ 50 ms | 0 | ✓ |');
    expect(lines[4]).toBe('| digest | PGlite | 100 mails | 61.0 s | ≤ 60.0 s | 0 | ✗ |');
  });

  it('shows a dash and a miss when nothing was measured', () => {
    const unmeasured = { ...row, value: Number.NaN };
    expect(formatAlertTable([unmeasured]).split('\n')[2]).toMatch(/\| – \| ≤ 1\.50× \| 0 \| ✗ \|$/);
    expect(alertMisses(unmeasured)).toEqual(['nothing measured (target 1.50× or less)']);
  });

  it('lists what each row missed, failures too, and nothing for a row that met its target', () => {
    expect(
      formatAlertMisses([row, { ...row, database: 'PostgreSQL', value: 2.345, failures: 3 }]),
    ).toEqual([
      '✗ POST /api/jobs, 100,000 alerts stored, × none on PostgreSQL: 2.35× (target 1.50× or less); 3 failed (target none)',
    ]);
  });
});
