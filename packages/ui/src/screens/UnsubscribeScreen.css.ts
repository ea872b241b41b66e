import { style } from '@vanilla-extract/css';

/** The confirm button at the card's width, as the link under it (the card stretches its form). */
export const confirm = style({ width: '100%' });
