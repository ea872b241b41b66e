import { type FilterCounts, type PostedWithin, postedWindows } from '@job/contract';
import type { MessageId } from '@job/texts';
import { useTexts } from '../../texts/TextsProvider';
import { PanelFilter } from '../FilterLinks/FilterLinks';

/** 'Tümü' ('Any time') first, then each window of the contract, the shortest first. */
const choices = [
  { days: undefined, labelId: 'postedFilter.any' },
  ...postedWindows,
] as const satisfies readonly { days: PostedWithin | undefined; labelId: MessageId }[];

export interface PostedFilterProps {
  /** The window the list is narrowed to, marked as the current choice; none for any date. */
  active?: PostedWithin | undefined;
  /**
   * The address of the list with a window (undefined: any date), keeping the list's other filters
   * and starting at its first page: `hrefs.category(type, { q, workplace, salary, posted })`.
   */
  hrefForPosted: (posted: PostedWithin | undefined) => string;
  /** How many jobs each choice would list with the list's other filters; none while not known. */
  counts?: FilterCounts | undefined;
}

/**
 * Links that narrow a list to the jobs posted in the last 24 hours, 7 or 30 days ('Son 7 gün'),
 * or show them from any date.
 */
export function PostedFilter({ active, hrefForPosted, counts }: PostedFilterProps) {
  const { t } = useTexts();
  return (
    <PanelFilter
      heading={t('postedFilter.label')}
      choices={choices.map(({ days, labelId }) => ({
        href: hrefForPosted(days),
        current: days === active,
        label: t(labelId),
        count: counts?.posted[days ?? 'any'],
      }))}
    />
  );
}
