import {
  categorySlugs,
  hrefs,
  type ListQuery,
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
   * The list's search, workplace and salary floor, which each link keeps (from its first page);
   * none on a detail.
   */
  query?: Pick<ListQuery, 'q' | 'workplace' | 'salary'> | undefined;
}

/**
 * The side panel's links to each work type, in the order of `categorySlugs`, named as the badges
 * name them, under the panel's section title. Choosing a type narrows the search being made, not
 * starts over: the links keep its text, workplace and salary floor.
 */
export function WorkTypeNav({ active, query }: WorkTypeNavProps) {
  const { t } = useTexts();
  return (
    <PanelFilter
      heading={t('workTypeNav.heading')}
      className={styles.list}
      links={styles.link}
      choices={categorySlugs.map((slug) => {
        const workType = workTypeBySlug(slug);
        return {
          href: hrefs.category(
            slug,
            query && { q: query.q, workplace: query.workplace, salary: query.salary },
          ),
          current: slug === active,
          label: workType && t(workType.labelId),
        };
      })}
    />
  );
}
