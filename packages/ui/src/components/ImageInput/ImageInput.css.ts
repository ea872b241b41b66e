import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The picker, then the picture under it. */
export const root = style({ display: 'grid', gap: vars.space.small });

export const preview = style({
  justifySelf: 'start',
  width: 128,
  height: 128,
  objectFit: 'cover',
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.placeholder,
});
