import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The note's count of characters, at the end of the line under it. */
export const count = style({ display: 'block', textAlign: 'end' });

/** Past the limit, in the red of a message. */
export const countOver = style([count, { color: vars.colour.foreground.critical }]);
