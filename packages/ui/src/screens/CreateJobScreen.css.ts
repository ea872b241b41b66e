import { style } from '@vanilla-extract/css';
import { vars } from '../styles/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
