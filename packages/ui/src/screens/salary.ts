import type { MessageId, Texts } from '@job/texts';

/** A salary read from the free text of a job's salary field. */
export interface ParsedSalary {
  /** ISO 4217. */
  currency: 'TRY' | 'USD' | 'EUR' | 'GBP';
  /** One amount, or the lower end of a range. */
  minValue: number;
  /** The upper end of a range; absent for one amount. */
  maxValue?: number;
  /** schema.org's unit, when the text says it ('/ay', 'yıllık', 'per hour'). */
  unitText?: 'HOUR' | 'MONTH' | 'YEAR';
}

const letter = 'a-zçğıöşü';

/** A word not inside a longer one: `tl` in '50000 tl' or '50000tl', not in 'tlc'. */
function word(text: string): string {
  return `(?<![${letter}])(?:${text})(?![${letter}])`;
}

const currencies: readonly [RegExp, ParsedSalary['currency']][] = [
  [new RegExp(`₺|${word('tl|try')}`, 'g'), 'TRY'],
  [new RegExp(`\\$|${word('usd')}`, 'g'), 'USD'],
  [new RegExp(`€|${word('eur|euro')}`, 'g'), 'EUR'],
  [new RegExp(`£|${word('gbp')}`, 'g'), 'GBP'],
];

const units: readonly [RegExp, NonNullable<ParsedSalary['unitText']>][] = [
  [new RegExp(`(?:/|${word('per')})\\s*${word('saat|hour|hr')}|${word('saatlik|hourly')}`), 'HOUR'],
  [new RegExp(`(?:/|${word('per')})\\s*${word('ay|month|mo')}|${word('aylık|monthly')}`), 'MONTH'],
  [
    new RegExp(`(?:/|${word('per')})\\s*${word('yıl|year|yr')}|${word('yıllık|yearly|annual')}`),
    'YEAR',
  ],
];

/** Digits with thousands separators or a decimal mark, then an optional 'k' or 'bin' (thousand). */
const amountPattern = new RegExp(`(\\d+(?:[.,]\\d+)*)\\s*(${word('k|bin')})?`, 'g');

/**
 * A number written the Turkish way ('45.000', '1.000,50') or the English way ('3,500', '2.5'):
 * a separator before groups of exactly three digits separates thousands, one before the last
 * group of one or two digits is the decimal mark.
 */
function readNumber(digits: string): number | undefined {
  const [whole = '', ...groups] = digits.split(/[.,]/);
  const last = groups.at(-1);
  if (last === undefined) return Number(whole);
  if (groups.every((group) => group.length === 3)) return Number(whole + groups.join(''));
  const thousands = groups.slice(0, -1);
  if (last.length <= 2 && thousands.every((group) => group.length === 3)) {
    return Number(`${whole}${thousands.join('')}.${last}`);
  }
  return undefined;
}

/**
 * Reads '50000 TL', '₺40.000', '$50k', '45.000 - 60.000 TL' or '₺150.000-₺220.000/ay' as an
 * amount or a range in one currency. Anything else ('Negotiable', 'market rate + bonus', an
 * amount without a currency, two currencies) gives undefined: a wrong salary in a search
 * engine is worse than none.
 */
export function parseSalary(text: string): ParsedSalary | undefined {
  let rest = text.toLocaleLowerCase('tr');

  const unit = units.find(([pattern]) => pattern.test(rest));
  if (unit) rest = rest.replace(unit[0], ' ');

  const found = currencies.filter(([pattern]) => rest.match(pattern));
  const currency = found[0];
  if (found.length !== 1 || !currency) return undefined;
  rest = rest.replace(currency[0], ' ');

  const amounts: number[] = [];
  for (const [, digits = '', thousand] of rest.matchAll(amountPattern)) {
    const value = readNumber(digits);
    if (value === undefined) return undefined;
    amounts.push(thousand ? value * 1000 : value);
  }
  // What is left may only join the amounts: spaces and a dash.
  if (!/^[\s\-–—]*$/.test(rest.replace(amountPattern, ' '))) return undefined;

  const [minValue, maxValue, ...more] = amounts;
  if (minValue === undefined || more.length > 0 || minValue <= 0) return undefined;
  if (maxValue !== undefined && maxValue < minValue) return undefined;
  return {
    currency: currency[1],
    minValue,
    ...(maxValue !== undefined && maxValue !== minValue ? { maxValue } : {}),
    ...(unit ? { unitText: unit[1] } : {}),
  };
}

const perUnit = {
  HOUR: 'salary.perHour',
  MONTH: 'salary.perMonth',
  YEAR: 'salary.perYear',
} as const satisfies Record<NonNullable<ParsedSalary['unitText']>, MessageId>;

/**
 * A job's salary as the reader's language writes money: '$150k -$200k' is '$150.000 – $200.000'
 * in Turkish and '$150,000 – $200,000' in English, '₺40.000/ay' '₺40,000/month'. Text that does
 * not read as an amount in one currency ('Negotiable', 'market rate + bonus') is shown as typed.
 */
export function salaryText(text: string, { t, formats }: Pick<Texts, 't' | 'formats'>): string {
  const salary = parseSalary(text);
  if (!salary) return text;
  const { currency, minValue, maxValue, unitText } = salary;
  const amount =
    maxValue === undefined
      ? formats.money(minValue, currency)
      : formats.moneyRange(minValue, maxValue, currency);
  return unitText ? t(perUnit[unitText], { amount }) : amount;
}
