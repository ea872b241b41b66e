import { hrefs, type ListQuery, type WorkTypeSlug } from '@job/contract';

/**
 * The address of a list state: the home list's (`/?q=…&workplace=…&page=…`), or a category's
 * when one is listed, so paging, filtering and searching stay inside the category.
 */
export function listHref(
  category: WorkTypeSlug | null | undefined,
  query: Partial<ListQuery>,
): string {
  return category ? hrefs.category(category, query) : hrefs.home(query);
}
