import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { cardTitle } from '../../styles/heading.css';
import { card } from '../../styles/surface.css';

/** A card of its own under the detail's, as wide, a space apart. */
export const root = style([card, { marginTop: vars.space.medium, padding: vars.space.large }]);

/** The logo beside the name. */
export const company = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const name = style([cardTitle, { minWidth: 0 }]);

globalStyle(`${name} a`, {
  color: vars.colour.foreground.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
