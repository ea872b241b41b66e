import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const unverified = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const explanation = style({
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});
