import type { MouseEvent } from 'react';

/**
 * A click that asks for a new tab or window, or a download: the browser's to follow, not one a
 * link's script takes over.
 */
export const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
