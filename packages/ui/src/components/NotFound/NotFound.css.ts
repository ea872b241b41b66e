import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { pageTitle } from '../../styles/heading.css';
import { panel } from '../../styles/panel.css';

/** A panel as the other single-purpose screens have, its parts at its left edge. */
export const root = style([
  panel,
  { display: 'flex', flexDirection: 'column', alignItems: 'start' },
]);

export const code = style({
  color: vars.colour.foreground.accent,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
});

export const heading = style([pageTitle, { marginTop: vars.space.xsmall }]);

export const text = style({ marginTop: vars.space.small, color: vars.colour.foreground.muted });

export const homeLink = style({ marginTop: vars.space.large });
