import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { breakpoints } from '../../styles/sprinkles.css';
import { card } from '../../styles/surface.css';
import { logoSizes } from '../CompanyLogo/CompanyLogo.css';

const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const root = style([
  card,
  {
    padding: vars.space.large,
    '@media': { [phone]: { padding: vars.space.medium } },
  },
]);

/** The logo beside the name and facts, the edit action at the line's end (under them on a phone). */
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const identity = style({
  flex: '1 1 14rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

/** The large logo's box, 64 px on a phone as the logo's own (`CompanyLogo.css.ts`). */
export const logoSkeleton = style({
  width: logoSizes.large,
  height: logoSizes.large,
  '@media': { [phone]: { width: logoSizes.largeOnPhone, height: logoSizes.largeOnPhone } },
});

/** The website's host, a quiet link with the new-tab icon after it. */
export const website = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.colour.foreground.link,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const edit = style({ flexShrink: 0 });

/** What it says of itself, its own line breaks kept, a reading column wide. */
export const description = style({
  marginTop: vars.space.medium,
  maxWidth: '70ch',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.type.lineHeight.relaxed,
  color: vars.colour.foreground.standard,
});
