import { style } from '@vanilla-extract/css';
import { textButton } from '../../styles/textButton.css';

/** A quiet text button in the link's colour beside the count: an offer, not the page's action. */
export const trigger = style([
  textButton,
  { selectors: { '&:hover': { textDecoration: 'none' } } },
]);
