import type { SalaryCurrency } from '@job/contract';

/**
 * Each currency's sign, as the job form's select and the lists' salary floor show it. A file of
 * its own, so the list imports it without the form's fields and styles.
 */
export const currencySigns = {
  TRY: '₺',
  USD: '$',
  EUR: '€',
  GBP: '£',
} as const satisfies Record<SalaryCurrency, string>;
