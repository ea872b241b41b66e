import { lazy, Suspense } from 'react';
import type { DeadEnd } from '../state/similarJobs';

// The block and its store download when a dead end first shows, never with a list's first visit.
const SimilarJobsBlock = lazy(() => import('./SimilarJobsBlock'));

/** The similar jobs under a dead end (`SimilarJobs`), loaded on demand. */
export function similarJobs(deadEnd: DeadEnd) {
  return (
    <Suspense fallback={null}>
      <SimilarJobsBlock deadEnd={deadEnd} />
    </Suspense>
  );
}
