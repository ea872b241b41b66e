import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/**
 * The four inputs side by side where they fit (a desktop form: one row), two by two on a phone;
 * an amount is never narrower than a seven-digit figure.
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
});
