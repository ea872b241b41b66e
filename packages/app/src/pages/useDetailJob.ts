import type { Job } from '@job/contract';
import type { LoadFailure } from '@job/ui';
import { useEffect } from 'react';
import { useJobs, useStores } from '../state/hooks';
import { jobDetailOf } from '../state/jobDetail';
import { useDetailFailure } from './useDetailFailure';

/**
 * The job at `slug` for a page about it (its detail, its report page): from the loaded list at
 * once, from a server render's read, or fetched on a deep link; loading meanwhile, and why with a
 * retry when it does not arrive. Undefined and not loading: no job has that address.
 */
export function useDetailJob(slug: string): {
  job: Job | undefined;
  loading: boolean;
  failed: LoadFailure | null;
} {
  const stores = useStores();
  const { detail, detailSlug, detailLoading, jobs } = useJobs();
  useEffect(() => {
    void jobDetailOf(stores).open(slug);
  }, [stores, slug]);
  // A job from the list shows at once, without waiting for the effect to make it the detail.
  const job = detail?.slug === slug ? detail : jobs.find((listed) => listed.slug === slug);
  const failed = useDetailFailure(slug);
  return { job, loading: !job && !failed && (detailSlug !== slug || detailLoading), failed };
}
