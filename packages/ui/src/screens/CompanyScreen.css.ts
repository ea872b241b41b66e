import { style } from '@vanilla-extract/css';
import { vars } from '../styles/contract.css';
import { sectionTitle } from '../styles/heading.css';
import { breakpoints } from '../styles/sprinkles.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/** The header, then the jobs, as the job list's parts: closer on a phone. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [tablet]: { gap: vars.space.medium } },
});

export const jobsHeading = style([sectionTitle, { marginTop: vars.space.small }]);
