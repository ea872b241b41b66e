import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { cardTitle } from './heading.css';

/**
 * A member's own things one under the other in one bordered box (the profile's postings and saved
 * searches, the applications): a rule between rows.
 */
export const rowList = style({
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

/** The rule above every row but the first, for a row's own style. */
export const ruleBetweenRows = {
  'li + li > &': { borderTop: `1px solid ${vars.colour.border.standard}` },
} as const;

/** A row: what it is on the left, its actions on the right, wrapping under it on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  selectors: ruleBetweenRows,
});

export const rowSummary = style({ flex: '1 1 240px', minWidth: 0 });

/** Its name, a card's title (`cardTitle`); a link in it reads as the name until hovered. */
export const rowTitle = style([cardTitle]);

globalStyle(`${rowTitle} a`, { color: vars.colour.foreground.standard, textDecoration: 'none' });
globalStyle(`${rowTitle} a:hover`, {
  color: vars.colour.foreground.link,
  textDecoration: 'underline',
});

/** The small muted line of facts under the name: state, dates, counts. */
export const rowFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** A small button's width in a row's skeleton (a block fills what holds it). */
export const rowSkeletonButton = style({ width: '4.5rem' });
