import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing, insetFocusRing } from '../../styles/focusRing';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // Long names are cut short here, and shorter on a phone beside 'İlan ver' (minWidth 0 lets the
  // header's row shrink it); the open menu shows them in full.
  maxWidth: 'min(16rem, 50vw)',
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.background.surface,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.colour.foreground.standard },
    '&:focus-visible, &[data-state="open"]': {
      ...focusRing,
      borderColor: vars.colour.border.focus,
    },
  },
});

export const triggerName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  flexShrink: 0,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  zIndex: 10,
  minWidth: 220,
  maxWidth: 'min(20rem, var(--radix-dropdown-menu-content-available-width))',
  paddingBlock: vars.space.xxsmall,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.surface,
  boxShadow: vars.shadow.raised,
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
});

const avatarSize = 32;

export const avatar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: avatarSize,
  height: avatarSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.background.placeholder,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.type.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const name = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.standard,
});

export const email = style({
  marginTop: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xxsmall,
  backgroundColor: vars.colour.border.standard,
});

export const item = style({
  display: 'block',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.colour.border.standard,
      color: vars.colour.foreground.standard,
    },
    // The grey of the highlighted item is too faint to find by keyboard (1.2:1): the ring too.
    '&:focus-visible': insetFocusRing,
  },
});
