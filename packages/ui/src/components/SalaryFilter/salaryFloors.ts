import {
  type FilterCounts,
  type MinimumSalary,
  minimumSalaryLevels,
  type SalaryCurrency,
} from '@job/contract';

/**
 * Where a currency's link goes: the active floor itself in its own currency; in another, the level
 * at the same place among that currency's levels (the place of the highest level not above the
 * floor), since no rate turns ₺50.000 into euros; its lowest level when no floor is active.
 */
export function floorInCurrency(
  currency: SalaryCurrency,
  active: MinimumSalary | undefined,
): MinimumSalary {
  if (active?.currency === currency) return active;
  const levels = minimumSalaryLevels[currency];
  const place = active
    ? minimumSalaryLevels[active.currency].filter((level) => level <= active.amount).length - 1
    : 0;
  return { amount: levels[Math.min(Math.max(place, 0), levels.length - 1)] ?? levels[0], currency };
}

/**
 * How many jobs a floor would list, from the counts of the floors offered in one currency: none
 * while they are not known, when they are another currency's, or when they leave the floor out.
 */
export function floorCount(
  counts: FilterCounts['salary'] | undefined,
  { amount, currency }: MinimumSalary,
): number | undefined {
  return counts?.currency === currency
    ? counts.floors.find((floor) => floor.amount === amount)?.count
    : undefined;
}
