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
        backgroundColor: vars.colour.surface,
        color: vars.colour.textMuted,
        boxShadow: `inset 0 0 0 1px ${vars.colour.border}`,
        selectors: {
          '&:hover': { color: vars.colour.text },
        },
      },
      true: currentFilterLink,
    },
  },
  defaultVariants: { current: false },
});
