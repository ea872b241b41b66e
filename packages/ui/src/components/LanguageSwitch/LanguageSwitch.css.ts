import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';
import { currentFilterLink } from '../../styles/filterLink';
import { focusRing } from '../../styles/focusRing';

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

/** Two small codes side by side; the chosen one in the side panel's current-filter violet. */
export const link = recipe({
  base: {
    display: 'block',
    // A target of about 30 pixels square, for a finger.
    padding: vars.space.xsmall,
    borderRadius: vars.radius.small,
    fontSize: vars.type.size.xsmall,
    fontWeight: vars.type.weight.medium,
    lineHeight: vars.type.lineHeight.tight,
    letterSpacing: '0.04em',
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    current: {
      false: {
        color: vars.colour.foreground.muted,
        selectors: { '&:hover': { color: vars.colour.foreground.standard } },
      },
      true: currentFilterLink,
    },
  },
  defaultVariants: { current: false },
});
