import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { card } from '../../styles/surface.css';

export const root = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    paddingBlock: vars.space.xxlarge,
    paddingInline: vars.space.large,
    textAlign: 'center',
  },
]);

export const code = style({
  color: vars.colour.foreground.accent,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
});

export const heading = style({
  marginTop: vars.space.xsmall,
  fontSize: vars.type.size.xlarge,
  fontWeight: vars.type.weight.bold,
  lineHeight: vars.type.lineHeight.tight,
});

export const text = style({
  maxWidth: 420,
  marginTop: vars.space.small,
  color: vars.colour.foreground.muted,
});

export const homeLink = style({ marginTop: vars.space.large });
