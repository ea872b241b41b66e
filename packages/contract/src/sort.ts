import type { components } from './schema';

/**
 * An order of a list (issue 42, openapi.yaml's `ListSort`): the best matches of its search text
 * first (title above company and city, above the brief; the newest first among equals), the
 * newest first, or the highest pay first (a month's pay in the list's salary currency; the jobs
 * paid in another or with no figures after them, newest first). Its words are `sortControl.<sort>`.
 */
export type ListSort = components['schemas']['ListSort'];

/** Every order, relevance first: it is offered only to a searched list. */
export const listSorts = ['relevance', 'newest', 'salary'] as const satisfies readonly ListSort[];

/** The order a list has unless told: the best matches when it is searched, else the newest. */
export const defaultSortOf = (q: string): ListSort => (q ? 'relevance' : 'newest');

/** The orders a list offers: relevance only for a searched one, as nothing else has a match. */
export const sortsOffered = (q: string): readonly ListSort[] =>
  q ? listSorts : listSorts.slice(1);

/**
 * An order from an address's `sort` ('salary') for a list searched for `q`, when it is offered
 * and not the list's default (which an address leaves out); undefined for anything else.
 */
export function readListSort(value: string | null, q: string): ListSort | undefined {
  return sortsOffered(q).find((sort) => sort === value && sort !== defaultSortOf(q));
}
