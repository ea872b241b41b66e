import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { filterLinkStates } from '../../styles/filterLink';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

/**
 * The workplace chips above a list: one row that scrolls sideways where it and its counts do not
 * fit (a phone), rather than a second line pushing the jobs down. The padding, given back by the
 * margin, keeps each chip's focus ring inside the scrolling box, which would cut it off.
 */
export const row = style([
  list,
  {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    padding: vars.space.xxsmall,
    margin: `calc(-1 * ${vars.space.xxsmall})`,
  },
]);

// Each chip as wide as its words and count: the row scrolls instead of squeezing them.
globalStyle(`${row} > li`, { flexShrink: 0, whiteSpace: 'nowrap' });

/** The row's navigation, which may then be narrower than its chips. */
export const rowNav = style({ minWidth: 0, maxWidth: '100%' });

/** The chips under a side panel filter's heading (PanelFilter). */
export const underHeading = style([list, { marginTop: vars.space.small }]);

/** Chips in the side panel's colours: the current one violet, as WorkTypeNav marks its own. */
export const link = filterLinkStates(
  {
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
  },
  {
    backgroundColor: vars.colour.background.surface,
    color: vars.colour.foreground.muted,
    boxShadow: `inset 0 0 0 1px ${vars.colour.border.standard}`,
    selectors: {
      '&:hover': { color: vars.colour.foreground.standard },
    },
  },
);
