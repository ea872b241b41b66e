import { style } from '@vanilla-extract/css';

/**
 * Dimmed until the page's script runs; a browser that runs none never shows it. The attribute
 * weighs these rules above the button's own class, whichever stylesheet comes later.
 */
export const waiting = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } },
  '@media': {
    '(scripting: none)': { selectors: { '&[aria-disabled="true"]': { display: 'none' } } },
  },
});
