import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  color: vars.colour.foreground.standard,
});

/** Text inputs and selects, as in the reference forms: a light grey box with a thin border. */
export const control = style({
  width: '100%',
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  // The edge is what shows a control is there: 3:1 on the card (border.field, WCAG 1.4.11).
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.page,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
  '::placeholder': { color: vars.colour.foreground.subtle },
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.colour.border.focus },
    '&[aria-invalid="true"]': { borderColor: vars.colour.border.critical },
  },
});

const selectBoxBase = style({ position: 'relative' });

/**
 * A select's box: the control, its own arrow gone, and the chevron drawn over its end. A field's
 * whole line, or compact: inline among a row's actions.
 */
export const selectBox = styleVariants({
  standard: [selectBoxBase, { display: 'block' }],
  compact: [selectBoxBase, { display: 'inline-block' }],
});

const selectBase = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space.small} * 2 + 16px)`,
    cursor: 'pointer',
    color: vars.colour.foreground.standard,
  },
]);

/** The select by its size: compact is as high as a small button. */
export const select = styleVariants({
  standard: [selectBase],
  compact: [
    selectBase,
    {
      width: 'auto',
      paddingBlock: vars.space.xxsmall,
      borderRadius: vars.radius.medium,
    },
  ],
});

/** Under the pointer's way: a click on it reaches the select. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.colour.foreground.muted,
  pointerEvents: 'none',
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.colour.foreground.critical,
  fontSize: vars.type.size.small,
});

/** A text area: some lines high to start with, taller at the reader's pull, never wider. */
export const textArea = style([control, { minHeight: 192, resize: 'vertical' }]);

/** What the control has now, under it: a count, a chosen file. */
export const hint = style({
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  overflowWrap: 'anywhere',
});

/** A group of choices: its legend reads as a field's label. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style([label, { marginBottom: vars.space.xsmall, padding: 0 }]);

export const options = style({ display: 'grid', gap: vars.space.xsmall });

/** One choice: the whole box takes the click, the chosen one framed in indigo. */
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.page,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.colour.action.primary.background,
      backgroundColor: vars.colour.background.surface,
    },
    '&:has(input:focus-visible)': focusRing,
  },
});

export const radio = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  // Centred on the first line of the option's label.
  marginTop: 2,
  accentColor: vars.colour.action.primary.background,
  outline: 'none',
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const optionLabel = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
});

export const optionHint = style({
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
});
