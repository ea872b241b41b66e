import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { card } from '../../styles/surface.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: 0,
  listStyle: 'none',
});

export const notFound = style([
  card,
  {
    padding: vars.space.xlarge,
    textAlign: 'center',
    color: vars.colour.textMuted,
  },
]);
