import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

// Kept plain while the block is hidden; no `display` on the root, which would beat `hidden`.
export const root = style({ marginTop: vars.space.large });

export const list = style({
  marginTop: vars.space.small,
  paddingLeft: vars.space.large,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});
