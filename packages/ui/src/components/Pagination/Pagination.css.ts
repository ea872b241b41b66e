import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.colour.border}`,
    backgroundColor: vars.colour.surface,
    color: vars.colour.text,
    fontSize: vars.type.size.small,
    fontWeight: vars.type.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    },
  },
  variants: {
    state: {
      link: { selectors: { '&:hover': { backgroundColor: vars.colour.border } } },
      current: {
        borderColor: vars.colour.action,
        backgroundColor: vars.colour.action,
        color: vars.colour.actionText,
      },
      unavailable: { color: vars.colour.textSubtle, opacity: 0.6 },
    },
  },
  defaultVariants: { state: 'link' },
});

/** The ellipsis between numbers: narrower than a page's button, so the row fits a phone. */
export const gap = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 16,
  height: 32,
  color: vars.colour.textMuted,
  fontSize: vars.type.size.small,
  userSelect: 'none',
});
