import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { card } from '../../styles/surface.css';

export const root = style([
  card,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingInline: vars.space.medium,
    color: vars.colour.foreground.standard,
    selectors: { '&:focus-within': focusRing },
  },
]);

export const icon = style({ flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.small,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.type.size.small,
  '::placeholder': { color: vars.colour.foreground.subtle },
});
