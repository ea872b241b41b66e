import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { control } from '../Field/Field.css';

/** The box of the other fields, holding the button, the file chosen and Remove. */
export const picker = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    selectors: {
      '&:has(input:focus-visible)': { ...focusRing, borderColor: vars.colour.border.focus },
      '&:has(input[aria-invalid="true"])': { borderColor: vars.colour.border.critical },
    },
  },
]);

/** The button and the file chosen, which the input lies over; Remove stays outside it. */
export const target = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

/** The real input, over the button and the file chosen: invisible, but the one clicked, focused and dropped on. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
});

/** Drawn as the reference's file button; the input over it takes the press. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.background.surface,
  color: vars.colour.foreground.standard,
  fontWeight: vars.type.weight.medium,
});

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  minWidth: 0,
  color: vars.colour.foreground.muted,
});

export const name = style({
  minWidth: 0,
  color: vars.colour.foreground.standard,
  overflowWrap: 'anywhere',
});

export const size = style({ color: vars.colour.foreground.subtle });
