// The lists a seeker narrows, each asked for the first time (nothing cached): every combination of
// a text, a city, a salary floor, a work type and an order, and the counts beside their filters.
import { type FirstAnswers, fetchTimed, p99, spread, type Timed } from './firstAnswers';
import { jobCount } from './options';
import { commonWord } from './requests';

/** The cities `pnpm seed` spreads its jobs over (packages/server/src/seed/seed.ts). */
const seededCities = ['İstanbul', 'Ankara', 'İzmir', 'Berlin', 'London', 'Bursa', 'Lisbon'];

/** Issue 42's targets for an uncached filtered search's p99, and for the counts'. */
export const filteredListTargetMs = jobCount > 100_000 ? 50 : 30;
export const filterCountsTargetMs = 50;

/**
 * Every filtered list once, then every combination's counts once, one after another: their
 * spread against the targets. Each is a new combination, so no cache holds its answer.
 */
export async function timeFilteredLists(origin: string): Promise<FirstAnswers[]> {
  const lists: Timed[] = [];
  const counts: Timed[] = [];
  for (const city of seededCities) {
    for (const data of [commonWord, '']) {
      for (const minSalary of [undefined, 50_000]) {
        const filters = { city, ...(minSalary && { minSalary }) };
        const query = new URLSearchParams({
          ...(data && { q: data }),
          city,
          ...(minSalary && { minSalary: String(minSalary) }),
        });
        counts.push((await fetchTimed(origin, `/api/filterCounts?${query}`)).timed);
        for (const type of [undefined, 'full-time']) {
          for (const sort of data ? ['relevance', 'newest', 'salary'] : ['newest', 'salary']) {
            // A list's first page, as the app asks for it: five rows and the total beside them.
            const body = { data, ...filters, ...(type && { type }), sort, limit: 5 };
            const path = `/api/search#${JSON.stringify(body)}`;
            const { timed } = await fetchTimed(origin, '/api/search', { body });
            lists.push({ ...timed, path });
          }
        }
      }
    }
  }
  return [
    answers('Filtered lists', lists, 'lists', filteredListTargetMs),
    answers('Filter counts', counts, 'counts', filterCountsTargetMs),
  ];
}

function answers(label: string, timed: Timed[], what: string, targetMs: number): FirstAnswers {
  const slowest = p99(timed);
  return {
    label,
    times: [spread(timed, what)],
    target: `a p99 of ${targetMs} ms or less`,
    misses: slowest > targetMs ? [`a p99 of ${Math.round(slowest)} ms`] : [],
  };
}
