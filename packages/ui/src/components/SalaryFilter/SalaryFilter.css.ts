import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** 'Para birimi' and a chip per currency on one line under the floors. */
export const currencies = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
});

export const currencyLabel = style({
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});
