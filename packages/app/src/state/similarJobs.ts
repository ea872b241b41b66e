/**
 * Jobs like the one a reader could not go on with (an ended posting, one just applied to, a search
 * that matched nothing), read with the board's own list and search calls. Made on demand with the
 * block that shows them, so neither downloads with a list's first visit.
 */
import { type Job, workTypeByCode } from '@job/contract';
import { proxy } from 'valtio';
import { fetchList, filtersKey, type JobListQuery } from './jobs';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/** How many similar jobs a dead end offers. */
export const similarJobsShown = 3;

/** What the similar jobs are read from: a list's query, and the job to leave out of them. */
export interface SimilarQuery {
  list: Omit<JobListQuery, 'page'>;
  exclude?: string;
}

/** Jobs of the same work type as this one, itself left out; the newest jobs for a missing one. */
export function similarToJob(job: SimilarJob | undefined): SimilarQuery {
  const category = workTypeByCode(job?.work_type)?.slug ?? null;
  return { list: { category, q: '' }, exclude: job?.slug };
}

type SimilarJob = Pick<Job, 'slug' | 'work_type'>;

/**
 * Jobs near a list that matched nothing: the search's longest word across the board, else the
 * category without its other filters, else the whole board; whichever first differs from the
 * empty list itself. None when the whole board, unfiltered, is what was empty.
 */
export function similarToEmptyList({
  page: _page,
  ...emptyList
}: JobListQuery): SimilarQuery | null {
  const { category, q } = emptyList;
  const longestWord = q
    .split(/\s+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  const candidates: SimilarQuery['list'][] = [
    ...(longestWord ? [{ category: null, q: longestWord }] : []),
    { category, q: '' },
    { category: null, q: '' },
  ];
  const empty = filtersKey(emptyList);
  const wider = candidates.find((candidate) => filtersKey(candidate) !== empty);
  return wider ? { list: wider } : null;
}

/** What a dead end is: a job the reader cannot go on with, or a list that matched nothing. */
export type DeadEnd = { job: SimilarJob | undefined } | { emptyList: JobListQuery };

/** The similar jobs' query for a dead end; null when there is nothing wider to offer. */
export function similarQuery(deadEnd: DeadEnd): SimilarQuery | null {
  return 'job' in deadEnd ? similarToJob(deadEnd.job) : similarToEmptyList(deadEnd.emptyList);
}

/** The key a similar list is kept under. */
export function similarKey({ list, exclude }: SimilarQuery): string {
  return `${filtersKey(list)}|${exclude ?? ''}`;
}

export function createSimilarJobs({ api }: Pick<Stores, 'api'>) {
  const state = proxy({
    /** The similar jobs read, by `similarKey`; an empty list once a read failed or found none. */
    byKey: {} as Record<string, Job[]>,
  });
  const asked = new Set<string>();
  return {
    state,
    /** Reads the jobs for this query once; a failure leaves none, as an offer never errs. */
    async load(query: SimilarQuery): Promise<void> {
      const key = similarKey(query);
      if (asked.has(key)) return;
      asked.add(key);
      try {
        const answer = await fetchList(api, { ...query.list, page: 1 });
        state.byKey[key] = answer.data
          .filter((job) => job.slug !== query.exclude)
          .slice(0, similarJobsShown);
      } catch {
        state.byKey[key] = [];
      }
    },
  };
}

export const similarJobsOf = onDemand(createSimilarJobs);
