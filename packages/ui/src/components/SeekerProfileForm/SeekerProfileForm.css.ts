import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** A group's boxes in a row, wrapping on a phone. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

/** The links' fields one under the other, with the group's hint above them. */
export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const linksHint = style({
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});
