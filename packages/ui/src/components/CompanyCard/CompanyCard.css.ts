import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { cardTitle } from '../../styles/heading.css';
import { breakpoints } from '../../styles/sprinkles.css';
import { card } from '../../styles/surface.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/**
 * The logo beside the name, the facts and the open jobs under the name, as a job row's logo sits
 * beside its title. Relative: the name's link stretches over the whole card.
 */
export const root = style([
  card,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"logo name" "logo facts" "logo jobs"',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.small,
    '@media': { [tablet]: { columnGap: vars.space.medium, padding: vars.space.large } },
  },
]);

export const logo = style({ gridArea: 'logo', width: 48, height: 48 });

export const name = style([cardTitle, { gridArea: 'name', alignSelf: 'center' }]);

/** The card's one link: its area covers the card, so a press anywhere opens the company's page. */
export const nameLink = style({
  color: vars.colour.foreground.standard,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: focusRing.outline },
    '&:focus-visible::after': { boxShadow: focusRing.boxShadow },
    [`${root}:hover &`]: { color: vars.colour.foreground.link, textDecoration: 'underline' },
  },
});

export const facts = style({ gridArea: 'facts', marginTop: vars.space.xxsmall });

export const openJobs = style({
  gridArea: 'jobs',
  marginTop: vars.space.xsmall,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  color: vars.colour.foreground.link,
});

/** No open jobs: said, quietly, not in the link's colour. */
export const noOpenJobs = style([
  openJobs,
  { fontWeight: vars.type.weight.regular, color: vars.colour.foreground.muted },
]);
