import { type WorkTypeSlug, workTypeBySlug } from '@job/contract';
import type { Translate } from '@job/texts';

export interface ResultCountQuery {
  /** How many jobs match, on all pages. */
  total: number;
  /** The search text; empty when not searching. */
  q?: string;
  /** The category listed; none on the home list. */
  category?: WorkTypeSlug | null;
}

/**
 * The line above a list: '24 ilan', '"react" için 3 ilan', 'Part-time: 7 ilan' ('24 jobs',
 * '3 jobs for "react"'). Each form is a message of its own, so a language orders its words freely.
 */
export function resultCountText(
  { total, q = '', category }: ResultCountQuery,
  t: Translate,
): string {
  const query = q.trim();
  const workType = workTypeBySlug(category);
  if (workType) {
    const workTypeName = t(workType.labelId);
    return query === ''
      ? t('resultCount.category', { workType: workTypeName, count: total })
      : t('resultCount.categorySearch', { workType: workTypeName, query, count: total });
  }
  return query === ''
    ? t('resultCount.total', { count: total })
    : t('resultCount.search', { query, count: total });
}
