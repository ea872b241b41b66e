import type { JobFilter } from '../jobs/service';

/**
 * What a kept answer is found under, and what it shows: a write drops the answers that show a tag
 * it touched (`touchedBy`) and keeps the others.
 */
export interface KeptRead {
  key: string;
  tags: readonly string[];
}

/** One job's detail (found or not). */
const jobTag = (slug: string) => `job:${slug}`;
/** The lists of one work type, or (`*`) the lists of every type: the board, the sitemap. */
const listTag = (workType: number | undefined) => `list:${workType ?? '*'}`;

/**
 * A page of a list: every filter and the page in the key, so no two lists share an answer (the
 * text last, since it may hold the separator); tagged with its work type's lists. A job of another
 * type cannot change it, whatever its workplace or words.
 */
export function keptList(
  { workType, workplace, text = '' }: JobFilter,
  offset: number,
  limit: number,
): KeptRead {
  return {
    key: `list:${workType ?? '*'}:${workplace ?? '*'}:${offset}:${limit}:${text.trim()}`,
    tags: [listTag(workType)],
  };
}

/** An answer built from every live job, such as the sitemap: what any job's change touches. */
export function keptBoardWide(key: string): KeptRead {
  return { key, tags: [listTag(undefined)] };
}

/** A job's detail, by its slug. */
export function keptJob(slug: string): KeptRead {
  return { key: `job:${slug}`, tags: [jobTag(slug)] };
}

/** The same read kept in another space (`search:`, `feed:`, `render:`), with the same tags. */
export function within(space: string, { key, tags }: KeptRead): KeptRead {
  return { key: `${space}:${key}`, tags };
}

/**
 * What a change to a job (created, edited, saved, renewed, expired, deleted) touches: its detail,
 * the lists of every type, and its type's lists; `workTypes` holds its type before and after an
 * edit.
 */
export function touchedBy(slug: string, ...workTypes: number[]): string[] {
  return [jobTag(slug), listTag(undefined), ...new Set(workTypes.map(listTag))];
}

/**
 * A tag as the metrics name it: a list's tag as it is (a handful of work types), any other by its
 * kind alone (`job`), so that a slug never becomes a label and the metrics' series stay bounded.
 */
export function tagLabel(tag: string): string {
  return /^list:[^:]*$/.test(tag) ? tag : (tag.split(':', 1)[0] ?? tag);
}
