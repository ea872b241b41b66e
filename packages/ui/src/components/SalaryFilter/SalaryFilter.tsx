import {
  defaultSalaryCurrency,
  type FilterCounts,
  type MinimumSalary,
  salaryCurrencies,
  salaryFloorsOffered,
} from '@job/contract';
import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { PanelFilter } from '../FilterLinks/FilterLinks';
import { Link } from '../Link/Link';
import { currencySigns } from '../SalaryField/currencySigns';
import * as chips from '../WorkplaceFilter/WorkplaceFilter.css';
import * as styles from './SalaryFilter.css';
import { floorCount, floorInCurrency } from './salaryFloors';

export interface SalaryFilterProps {
  /** The floor the list is narrowed to, marked as the current choice; none for any pay. */
  active?: MinimumSalary | undefined;
  /**
   * The address of the list with a salary floor (undefined: any pay), keeping the list's other
   * filters and starting at its first page:
   * `hrefs.category(type, { q, workplace, salary, posted })`.
   */
  hrefForSalary: (salary: MinimumSalary | undefined) => string;
  /**
   * How many jobs each choice would list with the list's other filters: any pay's, and each
   * floor's when the counts are in the currency shown; none while not known. Currencies get none.
   */
  counts?: FilterCounts | undefined;
}

/**
 * Links that narrow a list to the jobs paying at least a level a month ('₺50.000+'), or show any
 * pay: the levels of the floor's currency, lira when none, and a link to each currency's levels.
 */
export function SalaryFilter({ active, hrefForSalary, counts }: SalaryFilterProps) {
  const { t, formats } = useTexts();
  const currencyId = useId();
  const currencyShown = active?.currency ?? defaultSalaryCurrency;
  return (
    <PanelFilter
      heading={t('salaryFilter.label')}
      choices={[
        {
          href: hrefForSalary(undefined),
          current: !active,
          label: t('salaryFilter.any'),
          count: counts?.salary.any,
        },
        ...salaryFloorsOffered(active).map((floor) => ({
          href: hrefForSalary(floor),
          current: floor.amount === active?.amount,
          label: t('salaryFilter.atLeast', { amount: formats.money(floor.amount, floor.currency) }),
          count: floorCount(counts?.salary, floor),
        })),
      ]}
    >
      <div className={styles.currencies}>
        <span id={currencyId} className={styles.currencyLabel}>
          {t('salaryFilter.currency')}
        </span>
        <ul aria-labelledby={currencyId} className={chips.list}>
          {salaryCurrencies.map((currency) => {
            const current = currency === currencyShown;
            return (
              <li key={currency}>
                {/* Named in words: a sign alone is read out as a symbol, or not at all. The
                    levels' currency is 'current' in the set, while 'Tümü' is the list's page. */}
                <Link
                  href={hrefForSalary(floorInCurrency(currency, active))}
                  aria-label={formats.currencyName(currency)}
                  aria-current={current ? 'true' : undefined}
                  className={chips.link[current ? 'current' : 'idle']}
                >
                  {currencySigns[currency]}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </PanelFilter>
  );
}
