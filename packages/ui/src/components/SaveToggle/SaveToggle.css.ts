import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** An outlined indigo button that fills when pressed, the way a saved job stands out. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.action.primary.background}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.background.surface,
  color: vars.colour.foreground.accent,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.colour.action.primary.background,
      color: vars.colour.action.primary.foreground,
    },
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.colour.action.primary.hover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  },
});

export const icon = style({
  flexShrink: 0,
  selectors: { [`${toggle}[aria-pressed="true"] &`]: { fill: 'currentColor' } },
});
