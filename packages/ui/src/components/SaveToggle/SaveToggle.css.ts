import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/**
 * Beyond the button's secondary look: the word darkens once saved, and a save on its way
 * shows progress rather than a refusal.
 */
export const toggle = style({
  selectors: {
    '&[aria-pressed="true"]': { color: vars.colour.foreground.standard },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

/**
 * The bookmark carries the state: an outline in the word's grey, filled in the action colour once
 * saved.
 */
export const icon = style({
  flexShrink: 0,
  selectors: {
    [`${toggle}[aria-pressed="true"] &`]: {
      color: vars.colour.foreground.accent,
      fill: 'currentColor',
    },
  },
});

/** The visible word ('Kaydet', 'Kaydedildi'); a row on a phone shows the bookmark alone. */
export const word = style({});
