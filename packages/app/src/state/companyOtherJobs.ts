import type { Job } from '@job/contract';
import { proxy } from 'valtio';
import { onDemand } from './onDemand';
import type { Stores } from './stores';

/** How many of a company's jobs its postings' details list under 'Other jobs at …', this one left out. */
const shownOtherJobs = 4;

/**
 * A company's other open jobs, under the detail of a job posted as it: read once the detail shows
 * (never in its server render, which stays one read), kept per company for the visit. A read that
 * fails leaves the list empty: the detail itself says nothing of it.
 */
export const companyOtherJobsOf = onDemand(({ api }: Stores) => {
  const state = proxy({ jobsByCompany: {} as Record<string, Job[]> });
  const asked = new Set<string>();
  return {
    state,
    async load(companySlug: string): Promise<void> {
      if (asked.has(companySlug)) return;
      asked.add(companySlug);
      const { data } = await api
        .GET('/api/companies/{companySlug}/jobs', {
          // One more than shown: the job on screen is among them.
          params: { path: { companySlug }, query: { limit: shownOtherJobs + 1 } },
        })
        .catch(() => ({ data: undefined }));
      if (data) state.jobsByCompany[companySlug] = data.data;
      else asked.delete(companySlug);
    },
  };
});

/** The company's jobs read, the one on screen left out, as many as the detail lists. */
export function otherJobsAt(
  jobs: readonly Job[] | undefined,
  shownSlug: string | undefined,
): Job[] | undefined {
  return jobs?.filter(({ slug }) => slug !== shownSlug).slice(0, shownOtherJobs);
}
