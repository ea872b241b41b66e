import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** Discreet: a small muted text button under the detail, not a second call to action. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.colour.foreground.standard } },
});
