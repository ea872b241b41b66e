import { defaultSortOf, type ListSort, sortsOffered } from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { PanelFilter } from '../FilterLinks/FilterLinks';

export interface SortControlProps {
  /** The list's search text: a searched list is offered its best matches first, and has them by default. */
  q: string;
  /** The order in the address (`?sort=salary`), marked as the current choice; none for the default. */
  active?: ListSort | undefined;
  /**
   * The address of the list in an order (undefined: the list's default), keeping its filters and
   * starting at its first page: `hrefs.category(type, { ...query, page: 1, sort })`.
   */
  hrefForSort: (sort: ListSort | undefined) => string;
}

/**
 * Links that order a list: a search's best matches first ('En alakalı', offered to a searched
 * list only, and its default), the newest first (every other list's default) or the highest pay
 * first ('En yüksek maaş').
 */
export function SortControl({ q, active, hrefForSort }: SortControlProps) {
  const { t } = useTexts();
  const byDefault = defaultSortOf(q);
  return (
    <PanelFilter
      heading={t('sortControl.label')}
      choices={sortsOffered(q).map((sort) => ({
        // The default order goes without saying in an address.
        href: hrefForSort(sort === byDefault ? undefined : sort),
        current: sort === (active ?? byDefault),
        label: t(`sortControl.${sort}`),
      }))}
    />
  );
}
