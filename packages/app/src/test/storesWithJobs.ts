import type { FilterCounts } from '@job/contract';
import type { JobsSeed } from '../state/jobs';
import { createStores } from '../state/stores';
import { holdAnswers } from './heldAnswers';
import { defaultLanguage } from './texts';

/** The counts beside a list's filters as the server answers them (their figures matter not here). */
export const counts: FilterCounts = {
  workType: { 'full-time': 5, 'part-time': 2, freelance: 1 },
  workplace: { any: 8, 'on-site': 3, remote: 4, hybrid: 1 },
  city: { any: 8, cities: [{ name: 'İstanbul', count: 3 }] },
  salary: { currency: 'TRY', any: 8, floors: [{ amount: 25_000, count: 6 }] },
  posted: { any: 8, '1': 1, '7': 4, '30': 8 },
};
const countsCall = 'GET /api/filterCounts';

/** A set of stores whose calls the test answers (`server`), the filters' counts answered at once. */
export function storesWith(seed?: JobsSeed) {
  // The counts come at once: the calls a test answers are the lists' and the jobs'.
  const server = holdAnswers({ [countsCall]: { data: counts } });
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0, ...(seed && { jobs: seed }) },
    client: server.client,
    language: defaultLanguage(),
  });
  return { ...stores, server };
}
