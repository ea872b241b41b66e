import type { MessageId, Texts } from '@job/texts';

export const salaryCurrencies = ['TRY', 'USD', 'EUR', 'GBP'] as const;
/** ISO 4217. */
export type SalaryCurrency = (typeof salaryCurrencies)[number];
export const salaryPeriods = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export function isSalaryCurrency(value: unknown): value is SalaryCurrency {
  return (salaryCurrencies as readonly unknown[]).includes(value);
}

/**
 * A list's salary floor (issue 42): the jobs paying at least `amount` a month in `currency`. A
 * range counts by its top, so '₺40.000 – ₺60.000/ay' is listed for ₺50.000; pay by the hour, day,
 * week or year is compared as a month of a 40-hour, 5-day week (the database's
 * `jobs.salary_monthly`). Jobs in another currency, or whose salary states no period, are left out:
 * no rate table guesses what they are worth.
 */
export interface MinimumSalary {
  /** A whole amount above 0. */
  amount: number;
  currency: SalaryCurrency;
}

/** The floors the lists offer, a month, in each currency. */
export const minimumSalaryLevels = {
  TRY: [25_000, 50_000, 75_000, 100_000, 150_000],
  USD: [2_000, 4_000, 6_000, 8_000, 10_000],
  EUR: [2_000, 4_000, 6_000, 8_000, 10_000],
  GBP: [2_000, 4_000, 6_000, 8_000, 10_000],
} as const satisfies Record<SalaryCurrency, readonly number[]>;

/**
 * The floors a list offers in its floor's currency (lira when none), lowest first: the currency's
 * levels, and a floor they do not offer (a hand-written `?salary=60000`) among them, so the list's
 * current floor is always one of the choices, and counted as they are.
 */
export function salaryFloorsOffered(active: MinimumSalary | null | undefined): MinimumSalary[] {
  const currency = active?.currency ?? defaultSalaryCurrency;
  const amounts = new Set<number>(minimumSalaryLevels[currency]);
  if (active) amounts.add(active.amount);
  return [...amounts].sort((a, b) => a - b).map((amount) => ({ amount, currency }));
}

/** A floor as a key's part ('50000 TRY', 'any'): two lists with the same floor share it. */
export function salaryFloorKey(floor: MinimumSalary | null | undefined): string {
  return floor ? `${floor.amount} ${floor.currency}` : 'any';
}

/** The currency a floor is in when its address does not say: the board's own. */
export const defaultSalaryCurrency: SalaryCurrency = 'TRY';

/**
 * A floor from an address's `salary` and `currency` (`?salary=50000`, `?salary=4000&currency=EUR`),
 * or undefined: an amount that is not a whole number from 1 to 12 digits, or an unknown currency,
 * sets none rather than guessing.
 */
export function readMinimumSalary(
  salary: string | null | undefined,
  currency: string | null | undefined,
): MinimumSalary | undefined {
  if (!salary || !/^\d{1,12}$/.test(salary) || Number(salary) === 0) return undefined;
  const chosen = currency ?? defaultSalaryCurrency;
  return isSalaryCurrency(chosen) ? { amount: Number(salary), currency: chosen } : undefined;
}

/** A salary as figures: what the API's salary_range carries and the database stores. */
export interface SalaryFigures {
  /** One amount, or the lower end of a range: above 0, with at most 2 decimals. */
  min: number;
  /** The upper end of a range, above `min`; null for one amount. Both below 10¹² (salaryReader's `amountBound`). */
  max: number | null;
  currency: SalaryCurrency;
  /** Null when the text does not say. */
  period: SalaryPeriod | null;
}

/** A word not inside a longer one: `tl` in '50000 tl' or '50000tl', not in 'tlc'. */
export function word(text: string): string {
  return `(?<!\\p{L})(?:${text})(?!\\p{L})`;
}

/**
 * The text lower-cased as Turkish does ('I' is 'ı', 'İ' is 'i') and then without Turkish letters,
 * so that 'YILLIK', 'yıllık' and 'yillik' read alike, and so do an English 'DAILY' (Turkish
 * lower case 'daıly') and 'daily'. The words below are written so.
 */
export function normalised(text: string): string {
  const plain: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };
  return text.toLocaleLowerCase('tr').replace(/[çğıöşü]/g, (letter) => plain[letter] ?? letter);
}

/** A net or gross amount: said by the text alone, which its figures cannot carry. */
export const qualifierWords = 'net|brut|gross';

const perPeriod = {
  hour: 'salary.perHour',
  day: 'salary.perDay',
  week: 'salary.perWeek',
  month: 'salary.perMonth',
  year: 'salary.perYear',
} as const satisfies Record<SalaryPeriod, MessageId>;

/**
 * The figures written in the reader's language: '₺40.000 – ₺60.000/ay' in Turkish and
 * '₺40,000 – ₺60,000/month' in English, '$45/hour', '€3.500', '$22,50/saat'. readSalary reads it
 * back into the same figures.
 */
export function salaryText(
  { min, max, currency, period }: SalaryFigures,
  { t, formats }: Pick<Texts, 't' | 'formats'>,
): string {
  const amount =
    max === null ? formats.money(min, currency) : formats.moneyRange(min, max, currency);
  return period ? t(perPeriod[period], { amount }) : amount;
}

const qualifierPattern = new RegExp(word(qualifierWords), 'u');

/**
 * A job's salary as shown: its figures in the reader's language ('₺40.000 – ₺60.000/ay',
 * '₺40,000 – ₺60,000/month'), or its text as typed when it has none ('Görüşülür') or says more
 * than they carry ('Net 35.000 TL'). The figures come with the job (the server read them), so a
 * list never downloads the reader (salaryReader.ts, a module of its own for that).
 */
export function shownSalary(
  { salary, salary_range: figures }: { salary: string; salary_range: SalaryFigures | null },
  texts: Pick<Texts, 't' | 'formats'>,
): string {
  return figures && !qualifierPattern.test(normalised(salary))
    ? salaryText(figures, texts)
    : salary;
}
