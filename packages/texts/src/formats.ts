import type { Language } from './locales';

/** Numbers, money and casing as the reader's language writes them. */
export interface Formats {
  /** '85.000' in Turkish, '85,000' in English. */
  number(value: number): string;
  /** '₺85.000' in Turkish, '₺85,000' in English: whole units, the currency's sign. */
  money(amount: number, currency: string): string;
  /** '₺85.000 – ₺90.000' in Turkish, '₺85,000 – ₺90,000' in English: a range of `money`. */
  moneyRange(from: number, to: number, currency: string): string;
  /** Upper case by the language's rules: Turkish 'ilan' is 'İLAN', English 'ILAN'. */
  upper(text: string): string;
}

export function createFormats(language: Language): Formats {
  const numbers = new Intl.NumberFormat(language);
  const moneyByCurrency = new Map<string, Intl.NumberFormat>();
  const moneyIn = (currency: string) => {
    let money = moneyByCurrency.get(currency);
    if (!money) {
      money = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      });
      moneyByCurrency.set(currency, money);
    }
    return money;
  };
  return {
    number: (value) => numbers.format(value),
    money: (amount, currency) => moneyIn(currency).format(amount),
    moneyRange: (from, to, currency) => moneyIn(currency).formatRange(from, to),
    upper: (text) => text.toLocaleUpperCase(language),
  };
}
