import { describe, expect, it } from 'vitest';
import { floorInCurrency, floorsShown } from './salaryFloors';

describe('floorsShown', () => {
  it('offers the lira levels when no floor is chosen', () => {
    expect(floorsShown(undefined).map(({ amount }) => amount)).toEqual([
      25_000, 50_000, 75_000, 100_000, 150_000,
    ]);
    expect(new Set(floorsShown(undefined).map(({ currency }) => currency))).toEqual(
      new Set(['TRY']),
    );
  });

  it('offers the levels of the chosen floor’s currency', () => {
    expect(floorsShown({ amount: 4_000, currency: 'EUR' })).toEqual(
      [2_000, 4_000, 6_000, 8_000, 10_000].map((amount) => ({ amount, currency: 'EUR' })),
    );
  });

  it('shows a floor the levels do not offer in its place among them', () => {
    expect(floorsShown({ amount: 60_000, currency: 'TRY' }).map(({ amount }) => amount)).toEqual([
      25_000, 50_000, 60_000, 75_000, 100_000, 150_000,
    ]);
    expect(floorsShown({ amount: 500, currency: 'GBP' })[0]).toEqual({
      amount: 500,
      currency: 'GBP',
    });
  });
});

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
