import type { Language } from '@job/texts';

/**
 * The board's clock: calendar days are counted in Istanbul, whatever the zone of the machine that
 * renders, so the server's render and the browser's hydration print the same words.
 */
const boardTimeZone = 'Europe/Istanbul';

/**
 * The Intl locale of each language's dates. English is British here: a board in Türkiye writes the
 * day before the month in either language ('20 November 2026', as '20 Kasım 2026').
 */
const dateLocales = { tr: 'tr', en: 'en-GB' } as const satisfies Record<Language, string>;

interface DateWords {
  /** 'bugün', 'dün', 'evvelsi gün' for the last days ('today', 'yesterday', '2 days ago'). */
  days: Intl.RelativeTimeFormat;
  /**
   * Longer spans say their number ('1 ay önce', '1 yıl önce'): 'geçen ay' would name the previous
   * calendar month, which an elapsed month is not.
   */
  spans: Intl.RelativeTimeFormat;
  long: Intl.DateTimeFormat;
}

const wordsByLanguage = new Map<Language, DateWords>();

function dateWords(language: Language): DateWords {
  let words = wordsByLanguage.get(language);
  if (!words) {
    const locale = dateLocales[language];
    words = {
      days: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      spans: new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
      long: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: boardTimeZone }),
    };
    wordsByLanguage.set(language, words);
  }
  return words;
}

const calendarParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: boardTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function calendarDay(moment: Date): CalendarDay {
  const parts = Object.fromEntries(
    calendarParts.formatToParts(moment).map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
}

const dayMs = 24 * 60 * 60 * 1000;

function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const start = Date.UTC(from.year, from.month - 1, from.day);
  const end = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((end - start) / dayMs);
}

/** Whole calendar months from one day to another: 31 Jan to 28 Feb is not yet a month. */
function monthsBetween(from: CalendarDay, to: CalendarDay): number {
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  return to.day < from.day ? months - 1 : months;
}

/**
 * How long ago `posted` was, seen from `now`, in `language`: 'bugün', 'dün', '3 gün önce',
 * '2 hafta önce', '2 ay önce', '1 yıl önce' ('today', '3 days ago', …). Days are calendar days in
 * Istanbul; a moment after `now` (a clock a little ahead) is today.
 */
export function relativePostingTime(posted: Date, now: Date, language: Language): string {
  const { days: dayWords, spans } = dateWords(language);
  const from = calendarDay(posted);
  const to = calendarDay(now);
  const days = daysBetween(from, to);
  if (days <= 0) return dayWords.format(0, 'day');
  if (days < 7) return dayWords.format(-days, 'day');
  const months = monthsBetween(from, to);
  if (months < 1) return spans.format(-Math.floor(days / 7), 'week');
  if (months < 12) return spans.format(-months, 'month');
  return spans.format(-Math.floor(months / 12), 'year');
}

/**
 * The day of `moment` in `language`'s long form, '20 Kasım 2026' or '20 November 2026', on the
 * board's calendar.
 */
export function longPostingDate(moment: Date, language: Language): string {
  return dateWords(language).long.format(moment);
}
