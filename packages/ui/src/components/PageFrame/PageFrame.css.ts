import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { breakpoints } from '../../styles/sprinkles.css';

export const page = style({
  minHeight: '100dvh',
  backgroundColor: vars.colour.background.page,
});

export const column = style({
  maxWidth: vars.width.page,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBottom: vars.space.xlarge,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { paddingInline: vars.space.large },
  },
});
