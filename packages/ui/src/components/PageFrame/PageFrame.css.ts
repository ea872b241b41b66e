import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { breakpoints } from '../../styles/sprinkles.css';

/** The centred column's widest, as in the reference screenshots. */
const columnMaxWidth = 1200;

export const page = style({
  minHeight: '100dvh',
  backgroundColor: vars.colour.background.page,
});

export const column = style({
  maxWidth: columnMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBottom: vars.space.xlarge,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { paddingInline: vars.space.large },
  },
});
