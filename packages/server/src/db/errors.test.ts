import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** An error as pg raises it, with PostgreSQL's SQLSTATE, wrapped the way Drizzle wraps it. */
function fromDatabase(code: string, message = 'failed'): Error {
  return new Error('Failed query: SELECT 1', {
    cause: Object.assign(new Error(message), { code }),
  });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or out of reach, or gave a transaction up', () => {
    for (const unavailable of [
      fromDatabase('ECONNREFUSED'),
      fromDatabase('57P01', 'terminating connection due to administrator command'),
      fromDatabase('57P03', 'the database system is starting up'),
      fromDatabase('57014', 'canceling statement due to statement timeout'),
      fromDatabase('53300', 'sorry, too many clients already'),
      fromDatabase('08006', 'connection failure'),
      fromDatabase('40P01', 'deadlock detected'),
      fromDatabase('40001', 'could not serialize access due to concurrent update'),
      new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Failed query: rollback', {
        cause: new Error('Client was closed and is not queryable'),
      }),
      new AggregateError([fromDatabase('ECONNREFUSED'), fromDatabase('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(unavailable), String(unavailable.cause ?? unavailable)).toBe(
        true,
      );
    }
  });

  it('leaves a bug a bug: bad SQL, a broken constraint, a closed pool, a plain error', () => {
    for (const bug of [
      fromDatabase('42601', 'syntax error at or near "SELEC"'),
      fromDatabase('23505', 'duplicate key value violates unique constraint'),
      fromDatabase('40002', 'transaction integrity constraint violation'),
      new Error('Cannot use a pool after calling end on the pool'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(bug), String(bug.cause ?? bug)).toBe(false);
    }
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 through the wrapper', () => {
    expect(isUniqueViolation(fromDatabase('23505'))).toBe(true);
    expect(isUniqueViolation(fromDatabase('23503'))).toBe(false);
  });
});
