import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { breakpoints } from '../../styles/sprinkles.css';

const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/**
 * The logo's box in CSS pixels by size: small as a job row's logo (in cards and rows), large in a
 * company page's header. The <img> gets the same width and height, so nothing moves as it loads.
 */
export const logoSizes = { small: 48, large: 96, largeOnPhone: 64 } as const;

export type CompanyLogoSize = 'small' | 'large';

const box = style({
  flexShrink: 0,
  borderRadius: vars.radius.large,
});

export const size = styleVariants({
  small: [box, { width: logoSizes.small, height: logoSizes.small }],
  // A phone's header keeps the name beside it: 64 px, not 96.
  large: [
    box,
    {
      width: logoSizes.large,
      height: logoSizes.large,
      '@media': { [phone]: { width: logoSizes.largeOnPhone, height: logoSizes.largeOnPhone } },
    },
  ],
});

export const image = style({
  objectFit: 'contain',
  backgroundColor: vars.colour.background.surface,
});

/** The initials on the promote tint: a company without a logo is still told apart at a glance. */
export const initials = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.colour.tone.promote.background,
  color: vars.colour.tone.promote.foreground,
  fontWeight: vars.type.weight.semibold,
  lineHeight: 1,
  userSelect: 'none',
});

export const initialsText = styleVariants({
  small: { fontSize: vars.type.size.standard },
  large: {
    fontSize: vars.type.size.xxlarge,
    '@media': { [phone]: { fontSize: vars.type.size.xlarge } },
  },
});
