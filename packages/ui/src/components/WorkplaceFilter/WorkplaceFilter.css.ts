import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { filterLinkStates } from '../../styles/filterLink';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

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
