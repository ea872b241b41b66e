import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { breakpoints } from '../../styles/sprinkles.css';

/** On a phone the list's parts and rows sit closer, so four rows fit a first visit. */
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [tablet]: { gap: vars.space.medium } },
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gap: vars.space.medium } },
});

/** The count on the left, the workplace filter on the right; stacked when narrow. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  '@media': { [tablet]: { gap: vars.space.small } },
});

/**
 * The count and 'Bu aramayı kaydet' after it; takes the free width, so the filter stays on the
 * right while the count is empty.
 */
export const countGroup = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

export const count = style({ minWidth: 0 });

/** The list's feed, under the pages: for the few who follow a list in a reader. */
export const feed = style({ alignSelf: 'center' });

/** The count's stand-in while the list loads, about as wide as '23 jobs'. */
export const countSkeleton = style({ width: '5em' });
