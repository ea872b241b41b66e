import { type WorkTypeSlug, workTypeBySlug } from '@job/contract';

export interface ResultCountQuery {
  /** How many jobs match, on all pages. */
  total: number;
  /** The search text; empty when not searching. */
  q?: string;
  /** The category listed; none on the home list. */
  category?: WorkTypeSlug | null;
}

const countFormat = new Intl.NumberFormat('tr');

/**
 * The line above a list, in the Turkish the dates speak: '24 ilan', '"react" için 3 ilan',
 * 'Part-time: 7 ilan'. A Turkish noun after a number keeps its singular, so zero, one and many
 * read alike ('0 ilan', '1 ilan').
 */
export function resultCountText({ total, q = '', category }: ResultCountQuery): string {
  const count = `${countFormat.format(total)} ilan`;
  const search = q.trim() === '' ? count : `"${q.trim()}" için ${count}`;
  const workType = workTypeBySlug(category);
  return workType ? `${workType.label}: ${search}` : search;
}
