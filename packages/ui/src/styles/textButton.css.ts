import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A button that reads as a small underlined link: a quiet offer beside content, not an action. */
export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.colour.foreground.link,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
});
