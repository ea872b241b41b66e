import { allTextsOf } from '@job/texts/catalogues';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SalaryCurrency,
  type SalaryFigures,
  type SalaryPeriod,
  salaryCurrencies,
  salaryFloorsOffered,
  salaryPeriods,
  salaryText,
  shownSalary,
} from './salary';
import { readSalary } from './salaryReader';

const turkish = allTextsOf('tr');
const english = allTextsOf('en');

/** Figures in short: an amount or a range, its currency and its period. */
function figures(
  min: number,
  max: number | null,
  currency: SalaryCurrency,
  period: SalaryPeriod | null = null,
): SalaryFigures {
  return { min, max, currency, period };
}

describe('readSalary', () => {
  it.each<[string, SalaryFigures]>([
    // One amount, the Turkish way and the English way, with 'k' or 'bin' for thousands.
    ['50000 TL', figures(50000, null, 'TRY')],
    ['₺40.000', figures(40000, null, 'TRY')],
    ['50 bin TL', figures(50000, null, 'TRY')],
    ['₺25 bin', figures(25000, null, 'TRY')],
    ['35.000,50 TRY', figures(35000.5, null, 'TRY')],
    ['₺60.000 TL', figures(60000, null, 'TRY')],
    ['$50k', figures(50000, null, 'USD')],
    ['$200', figures(200, null, 'USD')],
    ['€3,500', figures(3500, null, 'EUR')],
    ['£2.5k', figures(2500, null, 'GBP')],
    // Currencies written as words.
    ['5000 euro', figures(5000, null, 'EUR')],
    ['2500 sterlin', figures(2500, null, 'GBP')],
    ['3.000 dolar aylık', figures(3000, null, 'USD', 'month')],
    ['US$ 5,000 monthly', figures(5000, null, 'USD', 'month')],
    ['1.000 pounds weekly', figures(1000, null, 'GBP', 'week')],
    ['30.000 Türk lirası', figures(30000, null, 'TRY')],
    // Ranges, with or without the currency on each end, and the words that join them.
    ['45.000 - 60.000 TL', figures(45000, 60000, 'TRY')],
    ['90.000 - 120.000 TL', figures(90000, 120000, 'TRY')],
    ['$100k-$110k', figures(100000, 110000, 'USD')],
    ['$150k -$200k', figures(150000, 200000, 'USD')],
    ['$120k–$150k', figures(120000, 150000, 'USD')],
    ['40.000 ila 50.000 TL', figures(40000, 50000, 'TRY')],
    ['40.000 TL ile 60.000 TL arası', figures(40000, 60000, 'TRY')],
    ['30.000 - 40.000 TL arasında', figures(30000, 40000, 'TRY')],
    ['between $40k and $60k', figures(40000, 60000, 'USD')],
    ['$40k to $60k a year', figures(40000, 60000, 'USD', 'year')],
    // The same amount twice is one amount.
    ['50.000 - 50.000 TL', figures(50000, null, 'TRY')],
    // A 'k' or 'bin' on the upper end only, where one reading makes a sensible range.
    ['45-60k USD/yıl', figures(45000, 60000, 'USD', 'year')],
    ['₺40-50 bin', figures(40000, 50000, 'TRY')],
    ['45.000-60k TL', figures(45000, 60000, 'TRY')],
    ['800-1.2k TL', figures(800, 1200, 'TRY')],
    // Periods, in Turkish and English, before or after the amount.
    ['₺150.000-₺220.000/ay', figures(150000, 220000, 'TRY', 'month')],
    ['₺40.000 - ₺60.000 aylık', figures(40000, 60000, 'TRY', 'month')],
    ['Aylık 40.000 TL', figures(40000, null, 'TRY', 'month')],
    ['60.000 TL/Ay', figures(60000, null, 'TRY', 'month')],
    ['USD 4,000/mo', figures(4000, null, 'USD', 'month')],
    ['$60k per year', figures(60000, null, 'USD', 'year')],
    ['£30,000 - £35,000 per annum', figures(30000, 35000, 'GBP', 'year')],
    ['£28,000 - £32,000 a year', figures(28000, 32000, 'GBP', 'year')],
    ['£30k p.a.', figures(30000, null, 'GBP', 'year')],
    ['€55,000 annual', figures(55000, null, 'EUR', 'year')],
    ['₺1.000.000 yıllık', figures(1000000, null, 'TRY', 'year')],
    ['₺999.999.999.999,99', figures(999999999999.99, null, 'TRY')],
    ['£450 per week', figures(450, null, 'GBP', 'week')],
    ['2.000 € haftalık', figures(2000, null, 'EUR', 'week')],
    ['1.250,50 TL günlük', figures(1250.5, null, 'TRY', 'day')],
    ['500 TL saatlik', figures(500, null, 'TRY', 'hour')],
    ['Saatlik 1.500 TL', figures(1500, null, 'TRY', 'hour')],
    ['saat başı 750 TL', figures(750, null, 'TRY', 'hour')],
    ['$45/hour', figures(45, null, 'USD', 'hour')],
    ['£20 an hour', figures(20, null, 'GBP', 'hour')],
    ['$20 - 30/hr', figures(20, 30, 'USD', 'hour')],
    ['$22.50/hour', figures(22.5, null, 'USD', 'hour')],
    // Upper case: Turkish lower case makes 'I' an 'ı', in Turkish and English words alike.
    ['YILLIK BRÜT 1.200.000 TL', figures(1200000, null, 'TRY', 'year')],
    ['DAILY £150', figures(150, null, 'GBP', 'day')],
    ['HAFTALIK 10.000 TL', figures(10000, null, 'TRY', 'week')],
    // Words that say nothing more of the figures: net or gross, the field's own name.
    ['Net 35.000 TL', figures(35000, null, 'TRY')],
    ['€3.500 brüt/ay', figures(3500, null, 'EUR', 'month')],
    ['$90k gross', figures(90000, null, 'USD')],
    ['Maaş: 45.000 TL', figures(45000, null, 'TRY')],
    ['Brüt maaş 80.000 TL / ay', figures(80000, null, 'TRY', 'month')],
  ])('reads %j', (text, expected) => {
    expect(readSalary(text)).toEqual(expected);
  });

  it.each([
    // No amount: the text is the salary.
    '',
    'Görüşülür',
    'Competitive',
    'Market rate',
    'Negotiable',
    'Deneyime göre',
    'DOE',
    'Aylık',
    // An amount without a currency, or with two.
    '50000',
    '50000 TL or $2000',
    '40.000 TL / $1.500',
    // More pay of no said size besides the amount.
    '50.000 TL + prim',
    '$50k + bonus',
    // A most or least amount, or an amount about so: not the amount.
    'up to $60k',
    '60.000 TL’ye kadar',
    'from $50k',
    "50.000 TL'den başlayan",
    'en az 40.000 TL',
    '~$50k',
    'yaklaşık 40.000 TL',
    // Ranges that are not one range.
    '10-20-30 TL',
    '60.000 - 45.000 TL',
    '- 50.000 TL',
    '40.000 TL ile 60.000 TL',
    '$40k and $60k',
    '500-60k TL',
    // Two periods, or a period of something else.
    '40.000 aylık 50.000 yıllık TL',
    '$45/hour - $60/day',
    '₺1,2 / kelime',
    '$4,000 per book',
    // Numbers that may be read two ways, or are not sure.
    '$0',
    '1.23.4 TL',
    '1,234.567 $',
    '0.500 TL',
    '45.000k TL',
    '12345.678 TL',
    // More than the database keeps: 12 whole digits.
    '₺1.000.000.000.000',
    '₺1 – ₺1.000.000.000.000',
    '$10000000000000000000000000000000000000000000000000000000000',
    // Other dollars, and currency letters inside other words.
    'CA$80k',
    'A$ 90,000',
    '5000 TLC',
    // What the poster wrote besides.
    '₺150.000-₺220.000/ay,brüt,primler_dahil',
    '€3.500 (brüt)',
  ])('gives nothing for %j', (text) => {
    expect(readSalary(text)).toBeUndefined();
  });

  it('gives figures it may keep for any text, or none', () => {
    const unit = fc.constantFrom(...'0123456789.,-– $₺€£kKtlTLbinayık/'.split(''));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 16 }), (text) => {
        const read = readSalary(text);
        if (!read) return;
        expect(read.min).toBeGreaterThan(0);
        expect(Math.round(read.min * 100) / 100).toBe(read.min);
        if (read.max !== null) expect(read.max).toBeGreaterThan(read.min);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('salaryText', () => {
  it('writes an amount or a range as the reader’s language writes money', () => {
    expect(salaryText(figures(50000, null, 'TRY'), turkish)).toBe('₺50.000');
    expect(salaryText(figures(50000, null, 'TRY'), english)).toBe('₺50,000');
    expect(salaryText(figures(150000, 200000, 'USD'), turkish)).toBe('$150.000 – $200.000');
    expect(salaryText(figures(150000, 200000, 'USD'), english)).toBe('$150,000 – $200,000');
    expect(salaryText(figures(3500, null, 'EUR'), turkish)).toBe('€3.500');
  });

  it.each<[SalaryPeriod, string, string]>([
    ['hour', '₺500/saat', '₺500/hour'],
    ['day', '₺500/gün', '₺500/day'],
    ['week', '₺500/hafta', '₺500/week'],
    ['month', '₺500/ay', '₺500/month'],
    ['year', '₺500/yıl', '₺500/year'],
  ])('writes the period %s in the reader’s words', (period, inTurkish, inEnglish) => {
    expect(salaryText(figures(500, null, 'TRY', period), turkish)).toBe(inTurkish);
    expect(salaryText(figures(500, null, 'TRY', period), english)).toBe(inEnglish);
  });

  it('keeps the cents of an amount that has them', () => {
    expect(salaryText(figures(22.5, null, 'USD', 'hour'), turkish)).toBe('$22,50/saat');
    expect(salaryText(figures(22.5, null, 'USD', 'hour'), english)).toBe('$22.50/hour');
    expect(salaryText(figures(20.5, 30, 'GBP', 'hour'), english)).toBe('£20.50 – £30.00/hour');
  });

  it('formats by default as Turkish does', () => {
    expect(salaryText(figures(100000, 110000, 'USD'), allTextsOf('default'))).toBe(
      '$100.000 – $110.000',
    );
  });

  /** An amount in cents: whole units, a small one with cents (an hourly rate), any below 10¹². */
  const anyCents = fc.oneof(
    fc.integer({ min: 1, max: 10_000_000 }).map((units) => units * 100),
    fc.integer({ min: 1, max: 1_000_000 }),
    fc.bigInt({ min: 1n, max: 10n ** 14n - 1n }).map(Number),
  );

  /** Any figures readSalary may give: one amount or a range, any currency, any period or none. */
  const anyFigures = fc
    .record({
      amounts: fc.tuple(anyCents, fc.option(anyCents)),
      currency: fc.constantFrom(...salaryCurrencies),
      period: fc.option(fc.constantFrom(...salaryPeriods)),
    })
    .map(({ amounts: [one, other], currency, period }): SalaryFigures => {
      const [min, max] =
        other === null ? [one, null] : [Math.min(one, other), Math.max(one, other)];
      return {
        min: min / 100,
        max: max === null || max === min ? null : max / 100,
        currency,
        period,
      };
    });

  it.each(['tr', 'en', 'default'] as const)(
    'is read back into the same figures in %s',
    (locale) => {
      const texts = allTextsOf(locale);
      fc.assert(
        fc.property(anyFigures, (given) => {
          expect(readSalary(salaryText(given, texts))).toEqual(given);
        }),
        { numRuns: 2000 },
      );
    },
  );
});

describe('shownSalary', () => {
  /** A job's salary as the server keeps it: the text, and the figures read from it. */
  const shown = (text: string, texts: typeof turkish) =>
    shownSalary({ salary: text, salary_range: readSalary(text) ?? null }, texts);

  it('rewrites a salary it reads in the reader’s language', () => {
    expect(shown('50000 TL', turkish)).toBe('₺50.000');
    expect(shown('50000 TL', english)).toBe('₺50,000');
    expect(shown('$150k -$200k', turkish)).toBe('$150.000 – $200.000');
    expect(shown('$150k -$200k', english)).toBe('$150,000 – $200,000');
    expect(shown('₺150.000-₺220.000/ay', english)).toBe('₺150,000 – ₺220,000/month');
    expect(shown('45-60k USD/yıl', turkish)).toBe('$45.000 – $60.000/yıl');
    expect(shown('$22.50/hour', turkish)).toBe('$22,50/saat');
    expect(shown('1.250,50 TL günlük', english)).toBe('₺1,250.50/day');
    expect(shown('Maaş: 45.000 TL', english)).toBe('₺45,000');
  });

  it('shows as typed a salary it cannot read', () => {
    for (const text of ['Görüşülür', 'Negotiable', '$50k + bonus', '50000', 'up to $60k']) {
      expect(shown(text, turkish)).toBe(text);
      expect(shown(text, english)).toBe(text);
    }
  });

  it('shows as typed a salary that says more than its figures: net or gross', () => {
    for (const text of ['Net 35.000 TL', '€3.500 brüt/ay', '$90k gross']) {
      expect(shown(text, turkish)).toBe(text);
      expect(shown(text, english)).toBe(text);
    }
  });
});

describe('salaryFloorsOffered', () => {
  it('offers the lira levels when no floor is chosen', () => {
    expect(salaryFloorsOffered(undefined).map(({ amount }) => amount)).toEqual([
      25_000, 50_000, 75_000, 100_000, 150_000,
    ]);
    expect(new Set(salaryFloorsOffered(undefined).map(({ currency }) => currency))).toEqual(
      new Set(['TRY']),
    );
  });

  it('offers the levels of the chosen floor’s currency', () => {
    expect(salaryFloorsOffered({ amount: 4_000, currency: 'EUR' })).toEqual(
      [2_000, 4_000, 6_000, 8_000, 10_000].map((amount) => ({ amount, currency: 'EUR' })),
    );
  });

  it('shows a floor the levels do not offer in its place among them', () => {
    expect(
      salaryFloorsOffered({ amount: 60_000, currency: 'TRY' }).map(({ amount }) => amount),
    ).toEqual([25_000, 50_000, 60_000, 75_000, 100_000, 150_000]);
    expect(salaryFloorsOffered({ amount: 500, currency: 'GBP' })[0]).toEqual({
      amount: 500,
      currency: 'GBP',
    });
  });
});
