import type { FilterCounts } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { PanelFilter } from '../FilterLinks/FilterLinks';

export interface CityFilterProps {
  /** The city the list is narrowed to, as its address names it; none for any city. */
  active?: string | undefined;
  /**
   * The address of the list in a city (undefined: any city), keeping the list's other filters and
   * starting at its first page: `hrefs.category(type, { ...query, page: 1, city })`.
   */
  hrefForCity: (city: string | undefined) => string;
  /**
   * How many jobs each choice would list with the list's other filters, and which cities to offer:
   * those with the most jobs, the list's own among them. Until they are known, the list's own city
   * alone.
   */
  counts?: FilterCounts | undefined;
}

/** Links that narrow a list to the jobs of a city ('İzmir'), or show them in any. */
export function CityFilter({ active, hrefForCity, counts }: CityFilterProps) {
  const { t } = useTexts();
  const cities = counts?.city.cities ?? (active === undefined ? [] : [{ name: active }]);
  return (
    <PanelFilter
      heading={t('cityFilter.label')}
      choices={[
        {
          href: hrefForCity(undefined),
          current: active === undefined,
          label: t('cityFilter.any'),
          count: counts?.city.any,
        },
        ...cities.map(({ name, count }: { name: string; count?: number }) => ({
          href: hrefForCity(name),
          current: name === active,
          label: name,
          count,
        })),
      ]}
    />
  );
}
