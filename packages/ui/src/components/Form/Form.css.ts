import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { pageTitle, sectionTitle } from '../../styles/heading.css';
import { panel } from '../../styles/panel.css';

/**
 * Two form looks, a small card (sign in, sign up: `width.form`) and a reading column's panel
 * (create job, apply: `width.content`), and a part of a panel that holds several forms (the
 * profile's account settings): no card of its own inside the panel's, a rule above it.
 */
export const root = styleVariants({
  card: [panel, { maxWidth: vars.width.form }],
  panel: [panel],
  section: {
    paddingTop: vars.space.large,
    borderTop: `1px solid ${vars.colour.border.standard}`,
  },
});

/**
 * `critical`: what cannot be undone, in red (deleting the account). Joined to `root`'s layout and
 * defined after it, so its border colour wins over the layout's.
 */
export const rootTone = styleVariants({
  standard: {},
  critical: { borderColor: vars.colour.border.critical },
});

export type FormLayout = keyof typeof root;
export type FormTone = keyof typeof rootTone;

const columnBase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The column the title, fields and footer share inside the card or panel. */
export const column = styleVariants({
  card: [columnBase],
  panel: [columnBase],
  section: [columnBase, { gap: vars.space.medium }],
});

/** A page's own form is titled as the page (`pageTitle`), a part's as a section. */
export const title = styleVariants({
  card: [pageTitle],
  panel: [pageTitle],
  section: [sectionTitle],
});

/** Joined to `title`'s layout and defined after the headings' styles, so its colour wins. */
export const titleTone = styleVariants({
  standard: {},
  critical: { color: vars.colour.foreground.critical },
});

/** What the form is for, under its title. */
export const description = style({
  overflowWrap: 'anywhere',
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.relaxed,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const submit = style({ width: '100%', marginTop: vars.space.xsmall });

/** The server's message, in red under the form (spec section 4). */
export const serverError = style({
  color: vars.colour.foreground.critical,
  fontSize: vars.type.size.small,
  textAlign: 'center',
});

export const footer = style({
  color: vars.colour.foreground.subtle,
  fontSize: vars.type.size.small,
  textAlign: 'center',
});

globalStyle(`${footer} > * + *`, { marginTop: vars.space.xsmall });

globalStyle(`${footer} a`, {
  color: vars.colour.foreground.muted,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
});

globalStyle(`${footer} a:hover`, {
  color: vars.colour.foreground.link,
  textDecoration: 'underline',
});
