import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { filterLinkStates } from '../../styles/filterLink';
import { panel } from '../../styles/panel.css';
import { breakpoints } from '../../styles/sprinkles.css';

/** Above the part's panel, at its width (`width.content`). */
export const nav = style({
  maxWidth: vars.width.content,
  marginInline: 'auto',
  marginBottom: vars.space.medium,
});

/**
 * On a phone one row that scrolls sideways instead of stacking seven lines. From a tablet up every
 * tab shows: the seven, tightly spaced, are wider than the panel (`width.content`) in Turkish, and
 * a tab scrolled out of sight there has nothing to show it is, so the last ones wrap onto a second
 * line instead.
 */
export const tabs = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.colour.border.standard}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { flexWrap: 'wrap', overflowX: 'visible' },
  },
});

/** A tab: the current part's in violet, as the side panel marks its own, any other quiet. */
export const tab = filterLinkStates(
  {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.medium,
  },
  {
    color: vars.colour.foreground.muted,
    selectors: {
      '&:hover': {
        backgroundColor: vars.colour.background.surface,
        color: vars.colour.foreground.standard,
      },
    },
  },
);

export const part = style([panel]);

/** The part's own section starts the panel: no gap above it for a heading seen only by screen readers. */
globalStyle(`${part} > section`, { marginTop: 0 });
