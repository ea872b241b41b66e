import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** An outlined indigo button that fills when pressed, the way a saved job stands out. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.action}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface,
  color: vars.colour.action,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.colour.action,
      color: vars.colour.actionText,
    },
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.colour.actionHover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  },
});

export const icon = style({
  flexShrink: 0,
  selectors: { [`${toggle}[aria-pressed="true"] &`]: { fill: 'currentColor' } },
});
