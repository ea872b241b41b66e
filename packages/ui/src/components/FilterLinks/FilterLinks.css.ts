import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/**
 * How many jobs a choice would list, after its label: smaller and a step quieter than it, in the
 * subtle grey on a card or the page, the muted one on the current choice's violet (where the
 * subtle grey would fall under 4.5:1).
 */
export const count = style({
  // With the space before the number, as wide as the other gaps.
  marginInlineStart: vars.space.xxsmall,
  fontSize: vars.type.size.xsmall,
  fontWeight: vars.type.weight.regular,
  fontVariantNumeric: 'tabular-nums',
  color: vars.colour.foreground.subtle,
  selectors: { '[aria-current] > &': { color: vars.colour.foreground.muted } },
});

/** A choice no job would fill, other than the current one: its label subdued too, until hovered. */
export const none = style({
  selectors: { '&:not(:hover)': { color: vars.colour.foreground.subtle } },
});
