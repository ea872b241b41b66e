import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

/**
 * The box and its label, which takes the click too; at least 24 px each way, so a hidden label
 * still leaves a target a finger finds (WCAG 2.5.8).
 */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 24,
  minHeight: 24,
  justifyContent: 'center',
  borderRadius: vars.radius.small,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  color: vars.colour.foreground.standard,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.colour.foreground.muted },
  },
});

export const input = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.colour.action.primary.background,
  cursor: 'inherit',
  outline: 'none',
});
