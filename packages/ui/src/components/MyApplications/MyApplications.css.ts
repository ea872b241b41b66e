import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const body = style({
  maxWidth: 720,
  marginTop: vars.space.large,
  marginInline: 'auto',
});
