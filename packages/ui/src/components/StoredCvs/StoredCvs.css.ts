import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { rowList } from '../../styles/rowList.css';

/** The box of rows (styles/rowList.css.ts) under 'CV'lerim'. */
export const list = style([rowList, { marginTop: vars.space.medium }]);

/** Under the title, as a form's description under its title (the profile's form below it). */
export const description = style({
  marginTop: vars.space.medium,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.relaxed,
});

/**
 * A CV's name and facts take the row's width, its actions under them: up to four buttons, which
 * beside the name would wrap differently from row to row in the profile's panel.
 */
export const summary = style({ flexBasis: '100%' });

/** The upload under the list, or the note that it is full. */
export const add = style({ marginTop: vars.space.medium });

/** The CV's name, a button that downloads it, reading as its title. */
export const name = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.colour.foreground.standard,
  font: 'inherit',
  fontWeight: vars.type.weight.semibold,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  ':hover': { color: vars.colour.foreground.link, textDecoration: 'underline' },
});

/**
 * 'Dosyayı değiştir': drawn as a small button, the file input over it takes the press. While its
 * row is busy the input is disabled, and the button looks it, as its neighbours do
 * (`aria-disabled`): faded, no hover.
 */
export const fileButton = style({
  position: 'relative',
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
    // Above the secondary tone's hover (a class, :hover and two :not()s).
    '&&:has(input:disabled):hover': {
      borderColor: vars.colour.border.standard,
      backgroundColor: vars.colour.action.secondary.background,
      color: vars.colour.action.secondary.foreground,
    },
  },
});

export const fileInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** The ring before a busy row's actions, muted as the busy buttons' text is. */
export const busyRing = style({ color: vars.colour.foreground.muted });

/** A replacement's refusal, under its row's name. */
export const rowError = style({
  marginTop: vars.space.xxsmall,
  color: vars.colour.foreground.critical,
  fontSize: vars.type.size.small,
});
