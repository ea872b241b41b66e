import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** A quiet text button in the link's colour beside the count: an offer, not the page's action. */
export const trigger = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.colour.foreground.link,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'none' } },
});
