import { lazy } from 'react';

/**
 * The not-found page, downloaded when an address turns out to have no page (an unknown path or
 * category): never with a list's first visit. A server render waits for it.
 */
export const LazyNotFoundPage = lazy(() =>
  import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);
