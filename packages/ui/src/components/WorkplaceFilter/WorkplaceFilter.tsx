import { type FilterCounts, type WorkplaceSlug, workplaces } from '@job/contract';
import type { MessageId } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { FilterLinks } from '../FilterLinks/FilterLinks';
import * as styles from './WorkplaceFilter.css';

/** 'All' first, then each workplace of the contract, in its order. */
const choices = [
  { slug: undefined, labelId: 'workplaceFilter.all' },
  ...workplaces,
] as const satisfies readonly { slug: WorkplaceSlug | undefined; labelId: MessageId }[];

export interface WorkplaceFilterProps {
  /** The workplace the list is narrowed to, marked as the current choice; none for all. */
  active?: WorkplaceSlug;
  /**
   * The address of the list narrowed to a workplace (undefined: all of them), keeping the list's
   * other filters from its first page: `hrefs.category(type, { ...query, page: 1, workplace })`.
   */
  hrefForWorkplace: (workplace: WorkplaceSlug | undefined) => string;
  /** How many jobs each choice would list with the list's other filters; none while not known. */
  counts?: FilterCounts | undefined;
}

/** Links that narrow a list to on-site, remote or hybrid jobs, or show them all. */
export function WorkplaceFilter({ active, hrefForWorkplace, counts }: WorkplaceFilterProps) {
  const { t } = useTexts();
  return (
    <nav aria-label={t('workplaceFilter.label')} className={styles.rowNav}>
      <FilterLinks
        className={styles.row}
        choices={choices.map(({ slug, labelId }) => ({
          href: hrefForWorkplace(slug),
          current: slug === active,
          label: t(labelId),
          count: counts?.workplace[slug ?? 'any'],
        }))}
      />
    </nav>
  );
}
