import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: 360,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.large,
    borderInlineStart: '4px solid',
    backgroundColor: vars.colour.background.surface,
    boxShadow: vars.shadow.raised,
    color: vars.colour.foreground.standard,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.colour.foreground.positive },
      error: { borderInlineStartColor: vars.colour.border.critical },
    },
  },
});

export type ToastTone = NonNullable<NonNullable<RecipeVariants<typeof toast>>['tone']>;

export const icon = recipe({
  base: { flexShrink: 0 },
  variants: {
    tone: {
      success: { color: vars.colour.foreground.positive },
      error: { color: vars.colour.foreground.critical },
    },
  },
});

export const title = style({
  flex: 1,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
});

/** The way on, such as the posting just made: a link in the action colour, underlined. */
export const link = style({
  flexShrink: 0,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.link,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const close = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.colour.foreground.subtle,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.colour.foreground.standard },
    '&:focus-visible': focusRing,
  },
});
