import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { card } from '../../styles/surface.css';

/** A white card marked amber at its start, above the form it is about. */
export const notice = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    padding: vars.space.large,
    borderInlineStart: `4px solid ${vars.colour.tone.caution.foreground}`,
    selectors: { '&:focus-visible': focusRing },
  },
]);

export const title = style({
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.standard,
});

export const message = style({
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
  lineHeight: vars.type.lineHeight.relaxed,
});
