import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
});

/** The icon, name and size keep together and take the width the button leaves. */
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flex: '1 1 16rem',
  minWidth: 0,
  fontSize: vars.type.size.small,
});

export const icon = style({ flexShrink: 0, color: vars.colour.foreground.muted });

export const name = style({
  minWidth: 0,
  fontWeight: vars.type.weight.medium,
  overflowWrap: 'anywhere',
});

export const size = style({ flexShrink: 0, color: vars.colour.foreground.muted });
