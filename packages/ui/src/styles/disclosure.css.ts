import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing';

/** The toggle of a part folded in a `<details>` ('Özel notlar (2)'): quiet indigo words. */
export const disclosureSummary = style({
  width: 'fit-content',
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.link,
  cursor: 'pointer',
  borderRadius: vars.radius.medium,
  selectors: { '&:focus-visible': focusRing },
});
