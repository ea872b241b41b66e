import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

export const root = style({
  paddingBlockStart: vars.space.xsmall,
  paddingBlockEnd: vars.space.medium,
});

/** The language switch on a line of its own at the top right, the same at every width. */
export const languages = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const main = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** The wordmark and tagline keep their width; the member's name gives way on a phone. */
export const brand = style({ flexShrink: 0 });

/** The wordmark, a link home: never above the page's own title (`pageTitle`) in size. */
export const title = style({
  color: vars.colour.foreground.standard,
  fontSize: vars.type.size.xlarge,
  fontWeight: vars.type.weight.bold,
  lineHeight: vars.type.lineHeight.tight,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const tagline = style({
  color: vars.colour.foreground.subtle,
  fontSize: vars.type.size.small,
});

/** The visitor's links, or the member's 'İlan ver' and menu: on one line, even on a phone. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});
