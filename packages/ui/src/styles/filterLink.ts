import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing';

/**
 * What the side panel's filter links share, WorkTypeNav's types and WorkplaceFilter's chips: a
 * small block link with the focus ring, and the current one violet. Each adds its own shape.
 */
export const filterLinkBase = {
  display: 'block',
  fontSize: vars.type.size.small,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
} satisfies StyleRule;

export const currentFilterLink = {
  backgroundColor: vars.colour.tone.promote.background,
  color: vars.colour.foreground.accent,
  fontWeight: vars.type.weight.semibold,
} satisfies StyleRule;
