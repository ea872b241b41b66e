import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { control } from '../Field/Field.css';

/** The field in place of the name, its buttons beside it, under it on a phone. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const input = style([control, { flex: '1 1 12rem', width: 'auto' }]);
