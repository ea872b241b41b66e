import { describe, expect, it } from 'vitest';
import { createFormats } from './formats';

describe('createFormats', () => {
  const turkish = createFormats('tr');
  const english = createFormats('en');

  it('writes money in whole units with the currency’s sign, grouped as the language groups', () => {
    expect(turkish.money(85000, 'TRY')).toBe('₺85.000');
    expect(english.money(85000, 'TRY')).toBe('₺85,000');
    expect(turkish.money(150000, 'USD')).toBe('$150.000');
    expect(english.money(3500, 'GBP')).toBe('£3,500');
  });

  it('writes the cents of an amount that has them, with the language’s decimal mark', () => {
    expect(turkish.money(22.5, 'USD')).toBe('$22,50');
    expect(english.money(22.5, 'USD')).toBe('$22.50');
    expect(turkish.money(1250.5, 'TRY')).toBe('₺1.250,50');
    expect(english.money(35000.4, 'EUR')).toBe('€35,000.40');
    // Less than a cent is no cent: the amount is whole.
    expect(english.money(85000.001, 'TRY')).toBe('₺85,000');
  });

  it('writes a range of money with both ends and a dash between them', () => {
    expect(turkish.moneyRange(150000, 220000, 'TRY')).toBe('₺150.000 – ₺220.000');
    expect(english.moneyRange(100000, 110000, 'USD')).toBe('$100,000 – $110,000');
  });

  it('writes both ends of a range with cents when either has them', () => {
    expect(turkish.moneyRange(20.5, 30, 'USD')).toBe('$20,50 – $30,00');
    expect(english.moneyRange(20, 30.25, 'GBP')).toBe('£20.00 – £30.25');
  });

  it('names a currency in the language', () => {
    expect(turkish.currencyName('TRY')).toBe('Türk lirası');
    expect(english.currencyName('USD')).toBe('US Dollar');
    expect(english.currencyName('GBP')).toBe('British Pound');
  });
});
