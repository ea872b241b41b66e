import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from './contract.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/**
 * A grey block standing in for content on its way, the size of what it stands for, so the page
 * keeps its layout when the content arrives. Still for people who ask for less motion (and for
 * stable screenshots).
 */
export const skeletonBlock = recipe({
  base: {
    display: 'block',
    background: vars.colour.background.placeholder,
    borderRadius: vars.radius.small,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    /** The height of the line of text, heading, picture or button it stands for. */
    shape: {
      text: { height: '1em', marginBlock: '0.25em' },
      heading: { height: vars.type.size.xlarge },
      button: { height: '36px', borderRadius: vars.radius.medium },
      image: { width: '48px', height: '48px', flexShrink: 0, borderRadius: vars.radius.large },
      badge: { height: '22px', width: '72px', borderRadius: vars.radius.full },
    },
    /** How much of its line it fills; pictures and badges have their own width. */
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      third: { width: '33%' },
      quarter: { width: '25%' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonBlockVariants = NonNullable<RecipeVariants<typeof skeletonBlock>>;
