import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { cardTitle } from '../../styles/heading.css';
import { breakpoints } from '../../styles/sprinkles.css';
import { card } from '../../styles/surface.css';
import { word as saveWord } from '../SaveToggle/SaveToggle.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/**
 * The logo beside everything else, the save toggle at the title's end and the quiet Detail at the
 * badges' end. On a phone the logo is smaller, the brief and the facts one line each under it and
 * the badges a line of their own, so four rows fit a 375x800 first visit (`e2e/browse.spec.ts`).
 * Relative: the title's link stretches over the whole row.
 */
export const root = style([
  card,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas:
      '"logo title save" "logo info save" "facts facts facts" "footer footer footer"',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.small,
    '@media': {
      [tablet]: {
        gridTemplateAreas:
          '"logo title save" "logo info info" "logo facts facts" "logo footer footer"',
        columnGap: vars.space.medium,
        padding: vars.space.large,
      },
    },
  },
]);

/** The image's box in CSS pixels; JobLogo gives the <img> the same width and height attributes, so
 * the row keeps its height before the picture (or the stylesheet) has arrived. */
export const imageSize = 48;

/** The logo's box on a phone, where the title needs the width more. */
const phoneImageSize = 40;

/** The picture, its placeholder or its skeleton; in the row, over their own 48 px on a phone. */
export const logo = style({
  gridArea: 'logo',
  '@media': {
    [phone]: {
      selectors: { [`${root} > &`]: { width: phoneImageSize, height: phoneImageSize } },
    },
  },
});

export const image = style([
  logo,
  { width: imageSize, height: imageSize, flexShrink: 0, objectFit: 'contain' },
]);

export const placeholder = style([
  logo,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: imageSize,
    height: imageSize,
    flexShrink: 0,
    borderRadius: vars.radius.large,
    backgroundColor: vars.colour.background.placeholder,
    color: vars.colour.foreground.subtle,
  },
]);

export const title = style([cardTitle, { gridArea: 'title', alignSelf: 'center' }]);

/** The row's main link: its area covers the row, so a press anywhere opens the detail. */
export const titleLink = style({
  color: vars.colour.foreground.standard,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    // The ring goes round the whole row (the stretched area); forced-colours mode, which drops
    // shadows, draws the transparent outline round the title instead.
    '&:focus-visible': { outline: focusRing.outline },
    '&:focus-visible::after': { boxShadow: focusRing.boxShadow },
    [`${root}:hover &`]: { color: vars.colour.foreground.link, textDecoration: 'underline' },
  },
});

/** The save toggle, above the title's stretched link; on a phone its bookmark alone, named. */
export const save = style({ gridArea: 'save', position: 'relative' });

globalStyle(`${save} > a, ${save} > button`, {
  '@media': { [phone]: { paddingInline: vars.space.xsmall } },
});

globalStyle(`${save} ${saveWord}`, { '@media': { [phone]: { display: 'none' } } });

/** The brief; one line on a phone, cut with an ellipsis (the detail has it whole). */
export const info = style({
  gridArea: 'info',
  marginTop: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.subtle,
  overflowWrap: 'anywhere',
  '@media': {
    [phone]: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  },
});

export const facts = style({ gridArea: 'facts', marginTop: vars.space.xxsmall });

// On a phone JobFacts' line stays one line at its own size: the company, first and often the
// longest, gives way with an ellipsis, so the city, workplace and date show whole (CSS only: the
// first visit's script is at its budget).
globalStyle(`${facts} > dl`, {
  '@media': { [phone]: { flexWrap: 'nowrap', columnGap: vars.space.small, overflow: 'hidden' } },
});
globalStyle(`${facts} > dl > div`, { '@media': { [phone]: { flexShrink: 0 } } });
globalStyle(`${facts} > dl > div:first-child`, { '@media': { [phone]: { flexShrink: 1 } } });
globalStyle(`${facts} > dl span`, {
  '@media': { [phone]: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } },
});

/** The badges, then the Detail link at the line's end (under them where they do not fit). */
export const footer = style({
  gridArea: 'footer',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
  '@media': { [phone]: { marginTop: vars.space.xxsmall } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/** The spec's Detail as a quiet link, not a second solid button beside the page's one action. */
export const detail = style({
  position: 'relative',
  marginInlineStart: 'auto',
  borderRadius: vars.radius.small,
  color: vars.colour.foreground.link,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
