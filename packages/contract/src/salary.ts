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
  /** The upper end of a range, above `min`; null for one amount. Both below 10¹² (`amountBound`). */
  max: number | null;
  currency: SalaryCurrency;
  /** Null when the text does not say. */
  period: SalaryPeriod | null;
}

/** A word not inside a longer one: `tl` in '50000 tl' or '50000tl', not in 'tlc'. */
function word(text: string): string {
  return `(?<!\\p{L})(?:${text})(?!\\p{L})`;
}

/**
 * The text lower-cased as Turkish does ('I' is 'ı', 'İ' is 'i') and then without Turkish letters,
 * so that 'YILLIK', 'yıllık' and 'yillik' read alike, and so do an English 'DAILY' (Turkish
 * lower case 'daıly') and 'daily'. The words below are written so.
 */
function normalised(text: string): string {
  const plain: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };
  return text.toLocaleLowerCase('tr').replace(/[çğıöşü]/g, (letter) => plain[letter] ?? letter);
}

const currencyWords: Record<SalaryCurrency, string> = {
  TRY: `₺|${word('tl|try|lira|turk\\s+lirasi')}`,
  // '$' is the US dollar, as the board has always read it; 'CA$', 'A$' or 'HK$' read as nothing.
  USD: `(?:${word('us')})?\\$|${word('usd|dollars?|dolar')}`,
  EUR: `€|${word('eur|euros?|avro')}`,
  GBP: `£|${word('gbp|sterlin|sterling|pounds?')}`,
};

/**
 * A period's words: the noun after '/', 'per', 'a' or 'an' ('/ay', 'per hour', 'an hour'), and the
 * words that say it alone ('aylık', 'hourly', 'p.a.').
 */
const periodWords: Record<SalaryPeriod, { noun: string; alone: string }> = {
  hour: { noun: 'saat|sa|hour|hr|h', alone: 'saatlik|saat\\s+basi(?:na)?|hourly' },
  day: { noun: 'gun|day', alone: 'gunluk|daily' },
  week: { noun: 'hafta|week|wk', alone: 'haftalik|weekly' },
  month: { noun: 'ay|month|mo|mth', alone: 'aylik|monthly|pcm' },
  year: {
    noun: 'yil|sene|year|yr|annum',
    alone: 'yillik|senelik|yearly|annual|annually|p\\.?a\\.?',
  },
};

/** What the text is read into, piece by piece; spaces between them are no piece. */
type Piece =
  /** An amount as written, and whether a 'k' or 'bin' (thousand) follows it. */
  | { kind: 'amount'; value: number; thousand: boolean }
  | { kind: 'currency'; currency: SalaryCurrency }
  | { kind: 'period'; period: SalaryPeriod }
  /** Between a range's ends: a dash, 'to', 'ila'. */
  | { kind: 'to' }
  /** Between a range's ends only inside 'between … and', '… ile … arası'. */
  | { kind: 'and' }
  | { kind: 'between' }
  | { kind: 'arasi' }
  | { kind: 'qualifier' }
  | { kind: 'label' };

type Reader = readonly [RegExp, (match: RegExpExecArray) => Piece | null | undefined];

const sticky = (pattern: string) => new RegExp(pattern, 'uy');

/** A net or gross amount: said by the text alone, which its figures cannot carry. */
const qualifierWords = 'net|brut|gross';

/**
 * The words the reader knows besides amounts, currencies and periods. Anything else gives
 * nothing, as do, on purpose:
 * - 'from', 'starting at', "'den başlayan", 'en az', 'min.': a least amount is not the amount;
 * - 'up to', "'e kadar", 'max.': a most amount is neither an amount nor a lower end;
 * - 'yaklaşık', 'about', 'civarı', '~': not the amount either;
 * - '+ prim', '+ bonus', '+ yan haklar': more pay of no said size, often a list of it ('+ prim +
 *   yol + yemek'), which figures would leave out.
 */
const wordReaders: readonly Reader[] = [
  [sticky(`[-–—−]|${word('to|ila')}`), () => ({ kind: 'to' })],
  [sticky(word('and|ile')), () => ({ kind: 'and' })],
  [sticky(word('between')), () => ({ kind: 'between' })],
  [sticky(word('arasi|arasinda')), () => ({ kind: 'arasi' })],
  // Net or gross says what an amount is, not how much: the figures are as written. Only the
  // typed text says it, so that text is shown as typed (shownSalary).
  [sticky(word(qualifierWords)), () => ({ kind: 'qualifier' })],
  // The field's own name, written before the amount ('Maaş: 40.000 TL'): says nothing more.
  [sticky(`${word('maas|maasi|salary|ucret|wage')}\\s*:?`), () => ({ kind: 'label' })],
];

const readers: readonly Reader[] = [
  [sticky('\\s+'), () => null],
  [
    sticky(`(\\d+(?:[.,]\\d+)*)(?:\\s*(${word('k|bin')}))?`),
    ([, digits = '', thousand]) => {
      const number = readNumber(digits);
      // '45.000k' is no number anyone means.
      if (!number || (number.grouped && thousand)) return undefined;
      return { kind: 'amount', value: number.value, thousand: thousand !== undefined };
    },
  ],
  ...Object.entries(currencyWords).map(
    ([currency, pattern]): Reader => [
      sticky(pattern),
      () => ({ kind: 'currency', currency: currency as SalaryCurrency }),
    ],
  ),
  ...Object.entries(periodWords).map(
    ([period, { noun, alone }]): Reader => [
      sticky(`(?:/|${word('per|an?')})\\s*${word(noun)}|${word(alone)}`),
      () => ({ kind: 'period', period: period as SalaryPeriod }),
    ],
  ),
  ...wordReaders,
];

/**
 * A number written the Turkish way ('45.000', '1.000,50') or the English way ('3,500', '2.50'):
 * one separator before each group of exactly three digits separates thousands, a different one
 * (or the only one) before a last group of one or two digits is the decimal mark. Anything else
 * ('1,234.567', '12345.678', '0.500', '1.50.000') is not sure to be one number.
 */
function readNumber(digits: string): { value: number; grouped: boolean } | undefined {
  const [whole = '', ...rest] = digits.split(/([.,])/);
  const marks = rest.filter((_, index) => index % 2 === 0);
  const groups = rest.filter((_, index) => index % 2 === 1);
  const last = groups.at(-1);
  const lastMark = marks.at(-1);
  let decimals = '0';
  if (last !== undefined && (last.length !== 3 || lastMark !== marks[0])) {
    if (last.length > 2 || marks.slice(0, -1).includes(lastMark ?? '')) return undefined;
    decimals = last;
    groups.pop();
    marks.pop();
  }
  const grouped = groups.length > 0;
  if (
    grouped &&
    (groups.some((group) => group.length !== 3) ||
      new Set(marks).size > 1 ||
      !/^[1-9]\d{0,2}$/.test(whole))
  ) {
    return undefined;
  }
  const value = Number(`${whole}${groups.join('')}.${decimals}`);
  return Number.isFinite(value) ? { value, grouped } : undefined;
}

/** The piece at `at` (null for spaces) and where it ends, or undefined for text none reads. */
function pieceAt(text: string, at: number): { piece: Piece | null; end: number } | undefined {
  for (const [pattern, pieceOf] of readers) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) {
      const piece = pieceOf(match);
      return piece === undefined ? undefined : { piece, end: pattern.lastIndex };
    }
  }
  return undefined;
}

/** The text's pieces, or undefined when some of it is none the reader knows. */
function piecesOf(text: string): Piece[] | undefined {
  const pieces: Piece[] = [];
  for (let at = 0; at < text.length; ) {
    const read = pieceAt(text, at);
    if (!read) return undefined;
    if (read.piece) pieces.push(read.piece);
    at = read.end;
  }
  return pieces;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/** The bound every amount is below: 12 whole digits, as many as the database keeps. */
const amountBound = 1e12;

/** How many times its lower end a range's upper end may be when a 'k' is read onto the lower. */
const sensibleRatio = 10;

type Amount = Extract<Piece, { kind: 'amount' }>;

const amountOf = ({ value, thousand }: Amount) => (thousand ? value * 1000 : value);

/**
 * A range's ends as amounts. A 'k' or 'bin' on the upper end only ('45-60k', '40-50 bin') is read
 * onto a lower end written without it when just one reading makes a sensible range: 45–60,000 is
 * none, 45,000–60,000 is; '45.000-60k' is 45,000–60,000, '800-1.2k' 800–1,200, and '500-60k' is
 * not sure (500–60,000 or 500,000–60,000).
 */
function rangeOf(lower: Amount, upper: Amount): [number, number] | undefined {
  const max = amountOf(upper);
  if (lower.thousand || !upper.thousand) return [amountOf(lower), max];
  const sensible = [lower.value, lower.value * 1000].filter(
    (min) => min < max && max <= min * sensibleRatio,
  );
  const [min, ...others] = sensible;
  return min !== undefined && others.length === 0 ? [min, max] : undefined;
}

/**
 * Whether the words between and around the amounts make one amount or one range: for a range,
 * one 'to' or 'and' between its ends, an 'and' only inside 'between … and' or '… arası'.
 */
function joinedRightly(pieces: readonly Piece[], lower: Amount, upper: Amount | undefined) {
  const at = (kind: Piece['kind']) =>
    pieces.flatMap((piece, index) => (piece.kind === kind ? [index] : []));
  const [ands, between, arasi] = [at('and'), at('between'), at('arasi')];
  const joiners = [...at('to'), ...ands];
  const frames = between.length + arasi.length;
  if (!upper) return joiners.length === 0 && frames === 0;
  const first = pieces.indexOf(lower);
  const second = pieces.indexOf(upper);
  const [joiner = -1] = joiners;
  return (
    joiners.length === 1 &&
    first < joiner &&
    joiner < second &&
    (ands.length === 0 ? frames <= 1 : frames === 1) &&
    between.every((index) => index < first) &&
    arasi.every((index) => index > second)
  );
}

/**
 * Reads free text into figures: '50000 TL', '₺40.000/ay', '$50k', '45-60k USD/yıl', 'Net 35.000 TL',
 * '£30,000 - £35,000 per annum', '$22.50/hour', '40.000 TL ile 60.000 TL arası': an amount or a
 * range in one currency, with its period when the text says one. Anything else ('Görüşülür',
 * 'market rate', '$50k + bonus', 'up to $60k', an amount without a currency, two currencies, a
 * number that may be read two ways) gives undefined: a wrong salary in a search engine is worse
 * than none.
 */
export function readSalary(text: string): SalaryFigures | undefined {
  const pieces = piecesOf(normalised(text));
  if (!pieces) return undefined;
  const currencies = new Set(pieces.flatMap((p) => (p.kind === 'currency' ? [p.currency] : [])));
  const periods = new Set(pieces.flatMap((p) => (p.kind === 'period' ? [p.period] : [])));
  const amounts = pieces.filter((piece): piece is Amount => piece.kind === 'amount');
  const [currency] = currencies;
  const [lower, upper, ...more] = amounts;
  if (!currency || currencies.size > 1 || periods.size > 1) return undefined;
  if (!lower || more.length > 0 || !joinedRightly(pieces, lower, upper)) return undefined;

  const ends: [number, number | null] | undefined = upper
    ? rangeOf(lower, upper)
    : [amountOf(lower), null];
  if (!ends) return undefined;
  const min = round(ends[0]);
  const max = ends[1] === null ? null : round(ends[1]);
  if (!(min > 0) || (max ?? min) >= amountBound || (max !== null && max < min)) return undefined;
  const [period = null] = periods;
  return { min, max: max === min ? null : max, currency, period };
}

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
 * list never downloads the reader.
 */
export function shownSalary(
  { salary, salary_range: figures }: { salary: string; salary_range: SalaryFigures | null },
  texts: Pick<Texts, 't' | 'formats'>,
): string {
  return figures && !qualifierPattern.test(normalised(salary))
    ? salaryText(figures, texts)
    : salary;
}
