import type { FilterCounts } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { floorCount, floorInCurrency } from './salaryFloors';

describe('floorInCurrency', () => {
  it('goes to a currency’s lowest level when no floor is chosen', () => {
    expect(floorInCurrency('TRY', undefined)).toEqual({ amount: 25_000, currency: 'TRY' });
    expect(floorInCurrency('USD', undefined)).toEqual({ amount: 2_000, currency: 'USD' });
  });

  it('keeps the floor’s place among the levels in another currency', () => {
    expect(floorInCurrency('EUR', { amount: 75_000, currency: 'TRY' })).toEqual({
      amount: 6_000,
      currency: 'EUR',
    });
    expect(floorInCurrency('TRY', { amount: 10_000, currency: 'GBP' })).toEqual({
      amount: 150_000,
      currency: 'TRY',
    });
  });

  it('takes the place of the highest level not above a floor between levels', () => {
    expect(floorInCurrency('USD', { amount: 60_000, currency: 'TRY' })).toEqual({
      amount: 4_000,
      currency: 'USD',
    });
    expect(floorInCurrency('USD', { amount: 900_000, currency: 'TRY' })).toEqual({
      amount: 10_000,
      currency: 'USD',
    });
  });

  it('goes to the lowest level from a floor below them all', () => {
    expect(floorInCurrency('TRY', { amount: 500, currency: 'EUR' })).toEqual({
      amount: 25_000,
      currency: 'TRY',
    });
  });

  it('keeps the floor itself in its own currency, a level or not', () => {
    expect(floorInCurrency('TRY', { amount: 60_000, currency: 'TRY' })).toEqual({
      amount: 60_000,
      currency: 'TRY',
    });
  });
});

describe('floorCount', () => {
  const counts: FilterCounts['salary'] = {
    currency: 'EUR',
    any: 40,
    floors: [
      { amount: 2_000, count: 12 },
      { amount: 4_000, count: 0 },
    ],
  };

  it('finds a floor’s count among the counts of its currency, zero included', () => {
    expect(floorCount(counts, { amount: 2_000, currency: 'EUR' })).toBe(12);
    expect(floorCount(counts, { amount: 4_000, currency: 'EUR' })).toBe(0);
  });

  it('gives none for another currency’s floor, one left out, or counts not known', () => {
    expect(floorCount(counts, { amount: 2_000, currency: 'USD' })).toBeUndefined();
    expect(floorCount(counts, { amount: 6_000, currency: 'EUR' })).toBeUndefined();
    expect(floorCount(undefined, { amount: 2_000, currency: 'EUR' })).toBeUndefined();
  });
});
