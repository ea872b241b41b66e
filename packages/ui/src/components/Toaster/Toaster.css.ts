import { style, styleVariants } from '@vanilla-extract/css';
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

const toastBase = style({
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
});

/** A toast by its tone: the colour of its edge. */
export const toast = styleVariants({
  success: [toastBase, { borderInlineStartColor: vars.colour.foreground.positive }],
  error: [toastBase, { borderInlineStartColor: vars.colour.border.critical }],
});

export type ToastTone = keyof typeof toast;

const iconBase = style({ flexShrink: 0 });

export const icon = styleVariants({
  success: [iconBase, { color: vars.colour.foreground.positive }],
  error: [iconBase, { color: vars.colour.foreground.critical }],
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

/** What to do about it, such as an undo: the link's words and colour, as a button. */
export const action = style([
  link,
  {
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    fontFamily: 'inherit',
    textDecoration: 'underline',
  },
]);

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
