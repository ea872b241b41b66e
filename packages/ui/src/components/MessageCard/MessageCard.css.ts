import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  color: vars.colour.foreground.muted,
  lineHeight: vars.type.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

/** The card's buttons and links, one under the other at the card's width, as a form's submit. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

globalStyle(`${actions} > *`, { width: '100%' });
