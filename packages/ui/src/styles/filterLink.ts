import { type StyleRule, style, styleVariants } from '@vanilla-extract/css';
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

/**
 * A filter link's two states on its own shape (padding, corners): `idle` quiet as `idle` says,
 * `current` violet. Called from a `.css.ts` file, whose styles these are.
 */
export function filterLinkStates(shape: StyleRule, idle: StyleRule) {
  const base = style({ ...filterLinkBase, ...shape });
  return styleVariants({ idle: [base, idle], current: [base, currentFilterLink] });
}
