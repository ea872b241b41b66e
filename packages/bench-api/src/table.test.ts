import { describe, expect, it } from 'vitest';
import { formatTable, ratio } from './table';

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
    const lines = formatTable(baseline, [
      { name: 'baseline', database: '–', result: baseline },
      { name: 'GET /api/paginate/0/5', database: 'PGlite', result: slow },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe('| baseline | – | 10,000 | 1.0× | 4.0 | 1.0× | 20 | 1.0× | 0 |');
    expect(lines[3]).toBe(
      '| GET /api/paginate/0/5 | PGlite | 500 | 0.050× | 80 | 20× | 400 | 20× | 3 |',
    );
  });

  it('shows no latency for a case where every request timed out', () => {
    const timedOut = { requestsPerSecond: 0, p50: 0, p99: 0, failures: 50 };
    const [, , row] = formatTable(baseline, [
      { name: 'GET /api/paginate/0/5', database: 'PGlite', result: timedOut },
    ]).split('\n');
    expect(row).toBe('| GET /api/paginate/0/5 | PGlite | 0 | 0.0× | – | – | – | – | 50 |');
  });
});
