import { allTextsOf } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import { parseSalary, salaryText } from './salary';

describe('parseSalary', () => {
  it('reads one amount in Turkish lira, written either way', () => {
    expect(parseSalary('50000 TL')).toEqual({ currency: 'TRY', minValue: 50000 });
    expect(parseSalary('₺40.000')).toEqual({ currency: 'TRY', minValue: 40000 });
    expect(parseSalary('50 bin TL')).toEqual({ currency: 'TRY', minValue: 50000 });
    expect(parseSalary('35.000,50 TRY')).toEqual({ currency: 'TRY', minValue: 35000.5 });
  });

  it('reads thousands written with k, and other currencies', () => {
    expect(parseSalary('$50k')).toEqual({ currency: 'USD', minValue: 50000 });
    expect(parseSalary('$200')).toEqual({ currency: 'USD', minValue: 200 });
    expect(parseSalary('€3,500')).toEqual({ currency: 'EUR', minValue: 3500 });
    expect(parseSalary('£2.5k')).toEqual({ currency: 'GBP', minValue: 2500 });
  });

  it('reads ranges, with or without the currency on each end', () => {
    expect(parseSalary('45.000 - 60.000 TL')).toEqual({
      currency: 'TRY',
      minValue: 45000,
      maxValue: 60000,
    });
    expect(parseSalary('$100k-$110k')).toEqual({
      currency: 'USD',
      minValue: 100000,
      maxValue: 110000,
    });
    expect(parseSalary('$150k -$200k')).toEqual({
      currency: 'USD',
      minValue: 150000,
      maxValue: 200000,
    });
  });

  it('reads the period when the text gives one', () => {
    expect(parseSalary('₺150.000-₺220.000/ay')).toEqual({
      currency: 'TRY',
      minValue: 150000,
      maxValue: 220000,
      unitText: 'MONTH',
    });
    expect(parseSalary('Aylık 40.000 TL')).toEqual({
      currency: 'TRY',
      minValue: 40000,
      unitText: 'MONTH',
    });
    expect(parseSalary('$60k per year')).toEqual({
      currency: 'USD',
      minValue: 60000,
      unitText: 'YEAR',
    });
    expect(parseSalary('500 TL saatlik')).toEqual({
      currency: 'TRY',
      minValue: 500,
      unitText: 'HOUR',
    });
  });

  it('gives nothing for text that is not only an amount', () => {
    for (const text of [
      '',
      'Negotiable',
      'Görüşülür',
      '50000',
      '$50k + bonus',
      '50000 TL or $2000',
      '10-20-30 TL',
      '$0',
      '60.000 - 45.000 TL',
      '1.23.4 TL',
      '₺150.000-₺220.000/ay,brüt,primler_dahil',
    ]) {
      expect(parseSalary(text), text).toBeUndefined();
    }
  });
});

describe('salaryText', () => {
  const turkish = allTextsOf('tr');
  const english = allTextsOf('en');

  it('writes an amount or a range as the reader’s language writes money', () => {
    expect(salaryText('50000 TL', turkish)).toBe('₺50.000');
    expect(salaryText('50000 TL', english)).toBe('₺50,000');
    expect(salaryText('$150k -$200k', turkish)).toBe('$150.000 – $200.000');
    expect(salaryText('$150k -$200k', english)).toBe('$150,000 – $200,000');
  });

  it('writes the period in the reader’s words', () => {
    expect(salaryText('₺150.000-₺220.000/ay', turkish)).toBe('₺150.000 – ₺220.000/ay');
    expect(salaryText('₺150.000-₺220.000/ay', english)).toBe('₺150,000 – ₺220,000/month');
    expect(salaryText('500 TL saatlik', english)).toBe('₺500/hour');
    expect(salaryText('$60k per year', turkish)).toBe('$60.000/yıl');
  });

  it('formats by default as Turkish does', () => {
    expect(salaryText('$100k-$110k', allTextsOf('default'))).toBe('$100.000 – $110.000');
  });

  it('shows free text as typed', () => {
    for (const text of ['Negotiable', 'Görüşülür', '$50k + bonus', '50000']) {
      expect(salaryText(text, english)).toBe(text);
    }
  });
});
