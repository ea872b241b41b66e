import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/**
 * A grey block standing in for content on its way, the size of what it stands for, so the page
 * keeps its layout when the content arrives. Still for people who ask for less motion (and for
 * stable screenshots).
 */
const base = style({
  display: 'block',
  background: vars.colour.background.placeholder,
  borderRadius: vars.radius.small,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The height of the line of text, heading, picture or button it stands for. */
export const skeletonShape = styleVariants({
  text: [base, { height: '1em', marginBlock: '0.25em' }],
  heading: [base, { height: vars.type.size.xlarge }],
  button: [base, { height: '36px', borderRadius: vars.radius.medium }],
  image: [base, { width: '48px', height: '48px', flexShrink: 0, borderRadius: vars.radius.large }],
  badge: [base, { height: '22px', width: '72px', borderRadius: vars.radius.full }],
});

/** How much of its line it fills; pictures and badges have their own width. */
export const skeletonWidth = styleVariants({
  full: { width: '100%' },
  threeQuarters: { width: '75%' },
  half: { width: '50%' },
  third: { width: '33%' },
  quarter: { width: '25%' },
});
