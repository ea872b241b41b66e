import type { LoadFailure } from '@job/ui';

/**
 * A page's failed load as its screen takes it (`failed`): none while there is no failure's reason;
 * `retrying` while the retry is on its way, which keeps the failure on screen with its button busy.
 */
export function loadFailure(
  reason: string | null | undefined,
  onRetry: () => void,
  retrying: boolean,
): LoadFailure | null {
  return reason ? { reason, onRetry, retrying } : null;
}
