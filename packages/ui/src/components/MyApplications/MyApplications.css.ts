import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const body = style({ marginTop: vars.space.large });
