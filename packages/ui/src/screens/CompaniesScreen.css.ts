import { style } from '@vanilla-extract/css';
import { vars } from '../styles/contract.css';
import { breakpoints } from '../styles/sprinkles.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** The directory's parts one under the other, as the job list's; closer on a phone. */
export { root } from '../components/JobList/JobList.css';

/** One card a line on a phone, two side by side from a desktop's width. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gap: vars.space.medium },
    [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** Each card as tall as its neighbour in the row. */
export const cardItem = style({ display: 'grid' });

/** The count's stand-in while the directory loads, about as wide as '24 şirket'. */
export const countSkeleton = style({ width: '6em' });

export const count = style({ minHeight: '1.5em' });
