import type { MessageId } from '@job/texts';

/**
 * How recent a list's jobs are (issue 42): posted within the last day, week or month, in days, as
 * an address (`?posted=7`) and the API (`postedWithinDays`) name it; `labelId` names it in the
 * list's choices, an alert's name and a feed's title ('Son 7 gün').
 */
export const postedWindows = [
  { days: 1, labelId: 'postedFilter.day' },
  { days: 7, labelId: 'postedFilter.week' },
  { days: 30, labelId: 'postedFilter.month' },
] as const satisfies readonly { days: number; labelId: MessageId }[];

export type PostedWindow = (typeof postedWindows)[number];
/** A window's length in days: 1, 7 or 30. */
export type PostedWithin = PostedWindow['days'];

export function postedWindowOf(days: number | null | undefined): PostedWindow | undefined {
  return postedWindows.find((window) => window.days === days);
}

/** A window from an address's `posted` ('7'), or undefined for any other text: no such filter. */
export function readPostedWithin(value: string | null | undefined): PostedWithin | undefined {
  return postedWindows.find((window) => String(window.days) === value)?.days;
}
