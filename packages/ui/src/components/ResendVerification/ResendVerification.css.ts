import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

const message = style({
  fontSize: vars.type.size.small,
  // An empty live region takes no room until it has something to say.
  selectors: { '&:not(:empty)': { marginTop: vars.space.xsmall } },
});

export const sent = style([message, { color: vars.colour.foreground.positive }]);

export const error = style([message, { color: vars.colour.foreground.critical }]);
