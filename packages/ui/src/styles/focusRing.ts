import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The one focus ring of every control, set on `:focus-visible` (or on the box around a hidden
 * input, `:has(input:focus-visible)`): a gap of white, then the ring in `colour.border.focus`,
 * which the contrast table holds to 3:1 on the page and on a card. The transparent outline is
 * what forced-colours mode draws, as it drops shadows.
 */
export const focusRing = {
  outline: '2px solid transparent',
  outlineOffset: '2px',
  boxShadow: vars.shadow.focus,
} satisfies StyleRule;

/** The ring inside the box, for a row whose neighbours or container would cover it outside. */
export const insetFocusRing = {
  outline: '2px solid transparent',
  outlineOffset: '-2px',
  boxShadow: `inset 0 0 0 2px ${vars.colour.border.focus}`,
} satisfies StyleRule;
