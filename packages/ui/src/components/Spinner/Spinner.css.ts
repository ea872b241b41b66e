import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.large,
});

export const ring = style({
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.colour.border.standard}`,
  borderTopColor: vars.colour.action.primary.background,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A still ring for people who ask for less motion (and for stable screenshots).
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** The ring at text size inside a busy button, in the button's text colour. */
export const inlineRing = style([
  ring,
  {
    width: '1em',
    height: '1em',
    borderWidth: 2,
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
  },
]);
