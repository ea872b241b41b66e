import type { LoadFailure } from '@job/ui';
import { useJobs, useStores } from '../state/hooks';
import { jobDetailOf } from '../state/jobDetail';
import { loadFailure } from './loadFailure';

/**
 * Why the job at `slug` did not arrive (the server failed or could not be reached), with its retry,
 * as the detail, edit and apply screens show it; null while it has not failed.
 */
export function useDetailFailure(slug: string): LoadFailure | null {
  const stores = useStores();
  const { detailSlug, detailFailure, detailLoading } = useJobs();
  return loadFailure(
    detailSlug === slug ? detailFailure : null,
    () => void jobDetailOf(stores).retry(),
    detailLoading,
  );
}
