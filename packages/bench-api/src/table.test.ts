import { describe, expect, it } from 'vitest';
import { formatMixedTable, formatTable, ratio } from './table';

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
    expect(lines[2]).toBe('| baseline | – | 10,000 | 10,000 | 1.0× | 4.0 | 1.0× | 20 | 1.0× | 0 |');
    expect(lines[3]).toBe(
      '| GET /api/paginate/0/5 | PGlite | 500 | 5,000 | 0.10× | 80 | 10× | 400 | 10× | 3 |',
    );
  });

  it('shows no latency for a case where every request timed out', () => {
    const timedOut = { requestsPerSecond: 0, p50: 0, p99: 0, failures: 50 };
    const [, , row] = formatTable([
      { name: 'GET /api/paginate/0/5', database: 'PGlite', result: timedOut, baseline },
    ]).split('\n');
    expect(row).toBe('| GET /api/paginate/0/5 | PGlite | 0 | 10,000 | 0.0× | – | – | – | – | 50 |');
  });
});

describe('formatMixedTable', () => {
  it('shows what was sent, what failed and how stale the reads were', () => {
    const mixed = {
      requestsPerSecond: 2500,
      p50: 12,
      p99: 80,
      reads: 23_750,
      creates: 1250,
      failures: 0,
      staleReads: 3,
      worstStaleness: 4.25,
    };
    const [, , row] = formatMixedTable([
      { name: 'mixed', database: 'PGlite', result: mixed, baseline },
    ]).split('\n');
    expect(row).toBe(
      '| mixed | PGlite | 2,500 | 10,000 | 0.25× | 12 | 80 | 23,750 | 1,250 | 0 | 3 | 4.3 |',
    );
  });
});
