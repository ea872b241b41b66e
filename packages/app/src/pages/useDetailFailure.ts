import type { LoadFailure } from '@job/ui';
import { useJobs, useStores } from '../state/hooks';

/**
 * Why the job at `slug` did not arrive (the server failed or could not be reached), with its retry,
 * as the detail, edit and apply screens show it; undefined while it has not failed.
 */
export function useDetailFailure(slug: string): LoadFailure | undefined {
  const stores = useStores();
  const { detailSlug, detailFailure, detailLoading } = useJobs();
  if (detailSlug !== slug || detailFailure === null) return undefined;
  return {
    reason: detailFailure,
    onRetry: () => void stores.jobs.retryDetail(),
    retrying: detailLoading,
  };
}
