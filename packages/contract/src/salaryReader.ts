// The salary reader: free text ('₺40.000 - ₺60.000 aylık', '45-60k USD/yıl') into figures. A
// module of its own, apart from salary.ts, so that a page which only shows salaries (a list)
// never downloads its tables and patterns, built when the module loads.
import {
  normalised,
  qualifierWords,
  type SalaryCurrency,
  type SalaryFigures,
  type SalaryPeriod,
  word,
} from './salary';

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
