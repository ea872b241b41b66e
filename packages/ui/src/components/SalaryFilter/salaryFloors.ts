import {
  defaultSalaryCurrency,
  type MinimumSalary,
  minimumSalaryLevels,
  type SalaryCurrency,
} from '@job/contract';

/**
 * The floors offered in the active floor's currency (lira when none), lowest first. A floor the
 * levels do not offer (a hand-written `?salary=60000`) is shown among them, so the list's current
 * floor is always one of the choices.
 */
export function floorsShown(active: MinimumSalary | undefined): MinimumSalary[] {
  const currency = active?.currency ?? defaultSalaryCurrency;
  const amounts = new Set<number>(minimumSalaryLevels[currency]);
  if (active) amounts.add(active.amount);
  return [...amounts].sort((a, b) => a - b).map((amount) => ({ amount, currency }));
}

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
