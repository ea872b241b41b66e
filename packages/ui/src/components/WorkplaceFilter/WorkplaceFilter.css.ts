import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';
import { currentFilterLink, filterLinkBase } from '../../styles/filterLink';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

/** Chips in the side panel's colours: the current one violet, as WorkTypeNav marks its own. */
export const link = recipe({
  base: {
    ...filterLinkBase,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
  },
  variants: {
    current: {
      false: {
        backgroundColor: vars.colour.background.surface,
        color: vars.colour.foreground.muted,
        boxShadow: `inset 0 0 0 1px ${vars.colour.border.standard}`,
        selectors: {
          '&:hover': { color: vars.colour.foreground.standard },
        },
      },
      true: currentFilterLink,
    },
  },
  defaultVariants: { current: false },
});
