import type { JobFilter } from '../jobs/service';

/**
 * The read cache's key of a page of a list: every filter and the page, so no two lists share an
 * answer; the text last, since it may hold the separator.
 */
export function listKey(
  { workType, workplace, text = '' }: JobFilter,
  offset: number,
  limit: number,
) {
  return `list:${workType ?? '*'}:${workplace ?? '*'}:${offset}:${limit}:${text.trim()}`;
}
