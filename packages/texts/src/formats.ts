import type { Language } from './locales';

/** Numbers, money and casing as the reader's language writes them. */
export interface Formats {
  /** '85.000' in Turkish, '85,000' in English. */
  number(value: number): string;
  /**
   * '₺85.000' in Turkish, '₺85,000' in English, with the currency's sign: whole units, or the
   * cents when the amount has them ('$22,50' in Turkish, '$22.50' in English).
   */
  money(amount: number, currency: string): string;
  /**
   * '₺85.000 – ₺90.000' in Turkish, '₺85,000 – ₺90,000' in English: a range of `money`, both ends
   * with cents when either has them ('$20.50 – $30.00').
   */
  moneyRange(from: number, to: number, currency: string): string;
  /** A currency's name, from the platform's own data: 'Türk lirası' in Turkish, 'US Dollar' in English. */
  currencyName(currency: string): string;
  /** Upper case by the language's rules: Turkish 'ilan' is 'İLAN', English 'ILAN'. */
  upper(text: string): string;
}

export function createFormats(language: Language): Formats {
  const numbers = new Intl.NumberFormat(language);
  const moneyByFormat = new Map<string, Intl.NumberFormat>();
  const moneyIn = (currency: string, cents: boolean) => {
    const key = `${currency} ${cents}`;
    let money = moneyByFormat.get(key);
    if (!money) {
      money = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      });
      moneyByFormat.set(key, money);
    }
    return money;
  };
  let currencyNames: Intl.DisplayNames | undefined;
  return {
    number: (value) => numbers.format(value),
    money: (amount, currency) => moneyIn(currency, hasCents(amount)).format(amount),
    moneyRange: (from, to, currency) =>
      moneyIn(currency, hasCents(from) || hasCents(to)).formatRange(from, to),
    currencyName: (currency) => {
      currencyNames ??= new Intl.DisplayNames(language, { type: 'currency' });
      return currencyNames.of(currency) ?? currency;
    },
    upper: (text) => text.toLocaleUpperCase(language),
  };
}

/** Whether an amount has cents once rounded to them: 22.5 has, 85000 and 85000.001 have not. */
function hasCents(amount: number): boolean {
  return Math.round(amount * 100) % 100 !== 0;
}
