import {
  categorySlugs,
  type FilterCounts,
  hrefs,
  type ListView,
  type WorkTypeSlug,
  workTypeBySlug,
} from '@job/contract';
import { useTexts } from '../../texts/TextsProvider';
import { PanelFilter } from '../FilterLinks/FilterLinks';
import * as styles from './WorkTypeNav.css';

export interface WorkTypeNavProps {
  /** The category being shown, highlighted and marked as the current page; none on the home list. */
  active?: WorkTypeSlug | null;
  /**
   * The list's filters (search, workplace, salary floor, date posted) and order, which each link
   * keeps (from its first page); none on a detail.
   */
  query?: ListView | undefined;
  /** How many jobs each type would list with the list's filters; none while not known, or on a detail. */
  counts?: FilterCounts | undefined;
}

/**
 * The side panel's links to each work type, in the order of `categorySlugs`, named as the badges
 * name them, under the panel's section title. Choosing a type narrows the search being made, not
 * starts over: the links keep its text, every filter and the order.
 */
export function WorkTypeNav({ active, query, counts }: WorkTypeNavProps) {
  const { t } = useTexts();
  return (
    <PanelFilter
      heading={t('workTypeNav.heading')}
      className={styles.list}
      links={styles.link}
      choices={categorySlugs.map((slug) => {
        const workType = workTypeBySlug(slug);
        return {
          // From page one, whatever page the list is on (a list's query carries one).
          href: hrefs.category(slug, { ...query, page: 1 }),
          current: slug === active,
          label: workType ? t(workType.labelId) : slug,
          count: counts?.workType[slug],
        };
      })}
    />
  );
}
