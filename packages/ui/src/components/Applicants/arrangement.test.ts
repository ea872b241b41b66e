import type { Application } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../storybook/applications';
import {
  arrangeApplicants,
  arrangementOf,
  arrangementQuery,
  defaultArrangement,
} from './arrangement';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`;

const applications: Application[] = [
  makeApplication({ id: 4, created_at: at(20), status: 'new' }),
  makeApplication({ id: 3, created_at: at(18), status: 'interview', rating: 3 }),
  makeApplication({ id: 2, created_at: at(15), status: 'reviewed', rating: 5 }),
  makeApplication({ id: 1, created_at: at(10), status: 'interview', withdrawn_at: at(19) }),
];

const ids = (arranged: Application[]) => arranged.map(({ id }) => id);

describe('arrangeApplicants', () => {
  it('shows every application newest first, or oldest first', () => {
    expect(ids(arrangeApplicants(applications, 'all', 'newest'))).toEqual([4, 3, 2, 1]);
    expect(ids(arrangeApplicants(applications, 'all', 'oldest'))).toEqual([1, 2, 3, 4]);
  });

  it('puts the highest rated first, the unrated last, the newest first among equals', () => {
    expect(ids(arrangeApplicants(applications, 'all', 'rating'))).toEqual([2, 3, 4, 1]);
  });

  it('shows one stage, leaving out a withdrawn application whatever its status', () => {
    expect(ids(arrangeApplicants(applications, 'interview', 'newest'))).toEqual([3]);
    expect(ids(arrangeApplicants(applications, 'withdrawn', 'newest'))).toEqual([1]);
    expect(arrangeApplicants(applications, 'hired', 'newest')).toEqual([]);
  });

  it('leaves the list it was given as it was', () => {
    const given = [...applications];
    arrangeApplicants(given, 'all', 'oldest');
    expect(given).toEqual(applications);
  });
});

describe('the arrangement in the address', () => {
  it('is read from the query, the default for what it does not name or names wrongly', () => {
    expect(arrangementOf('?stage=interview&order=rating')).toEqual({
      stage: 'interview',
      order: 'rating',
    });
    expect(arrangementOf('?stage=withdrawn')).toEqual({ stage: 'withdrawn', order: 'newest' });
    expect(arrangementOf('')).toEqual(defaultArrangement);
    expect(arrangementOf('?stage=hiring&order=random')).toEqual(defaultArrangement);
  });

  it('is written without what is the default, and read back the same', () => {
    expect(arrangementQuery(defaultArrangement)).toBe('');
    expect(arrangementQuery({ stage: 'all', order: 'oldest' })).toBe('?order=oldest');
    const chosen = { stage: 'offer', order: 'rating' } as const;
    expect(arrangementOf(arrangementQuery(chosen))).toEqual(chosen);
  });
});
