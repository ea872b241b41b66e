import { describe, expect, it } from 'vitest';
import { createFormats } from './formats';

describe('createFormats', () => {
  const turkish = createFormats('tr');
  const english = createFormats('en');

  it('writes money in whole units with the currency’s sign, grouped as the language groups', () => {
    expect(turkish.money(85000, 'TRY')).toBe('₺85.000');
    expect(english.money(85000, 'TRY')).toBe('₺85,000');
    expect(turkish.money(150000, 'USD')).toBe('$150.000');
    expect(english.money(35000.4, 'EUR')).toBe('€35,000');
  });

  it('writes a range of money with both ends and a dash between them', () => {
    expect(turkish.moneyRange(150000, 220000, 'TRY')).toBe('₺150.000 – ₺220.000');
    expect(english.moneyRange(100000, 110000, 'USD')).toBe('$100,000 – $110,000');
  });
});
