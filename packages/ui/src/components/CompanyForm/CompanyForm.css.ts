import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The size beside the sector, stacked where the two do not fit. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
});

/** The logo as it will look, beside its picker; the picker under it on a phone. */
export const logoField = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const logoControls = style({
  flex: '1 1 16rem',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const logoNote = style({
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});
