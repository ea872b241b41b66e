/**
 * The list state a user would share lives in the URL: `?page=2` for the page and `?q=…` for the
 * search text (the category is the path, /categories/{type}), so reload, back and links keep it.
 */
export interface ListQuery {
  /** 1-based. */
  page: number;
  /** The search text; empty when not searching. */
  q: string;
}

/** Reads the list state from a query string; anything that is not a page number means page 1. */
export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    q: params.get('q')?.trim() ?? '',
  };
}

/** The address of a list state under `path`, leaving out what is at its default. */
export function listHref(path: string, { page, q }: ListQuery): string {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}
