import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({
  paddingBlockStart: vars.space.xsmall,
  paddingBlockEnd: vars.space.large,
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

export const title = style({
  color: vars.colour.foreground.standard,
  fontSize: vars.type.size.xxlarge,
  fontWeight: vars.type.weight.bold,
  lineHeight: vars.type.lineHeight.tight,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const tagline = style({
  color: vars.colour.foreground.subtle,
  fontSize: vars.type.size.small,
});

export const accountLinks = style({
  display: 'flex',
  gap: vars.space.xsmall,
});
