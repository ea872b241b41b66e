import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The action and its line beside it, the line going under it where the width runs out. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

/** Where the applications go, or why there is no action. */
export const note = style({
  minWidth: 0,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.colour.foreground.link,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'underline',
});
