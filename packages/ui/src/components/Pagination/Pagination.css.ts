import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
});

const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.colour.border.standard}`,
  backgroundColor: vars.colour.background.surface,
  color: vars.colour.foreground.standard,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/** A page's link, the current page, or previous and next where there is none (Unavailable). */
export const itemState = styleVariants({
  link: [item, { selectors: { '&:hover': { backgroundColor: vars.colour.border.standard } } }],
  current: [
    item,
    {
      borderColor: vars.colour.action.primary.background,
      backgroundColor: vars.colour.action.primary.background,
      color: vars.colour.action.primary.foreground,
    },
  ],
  unavailable: [item, { color: vars.colour.foreground.subtle, opacity: 0.6 }],
});

/** The ellipsis between numbers: narrower than a page's button, so the row fits a phone. */
export const gap = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 16,
  height: 32,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  userSelect: 'none',
});
