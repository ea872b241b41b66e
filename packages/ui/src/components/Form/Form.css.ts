import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';
import { pageTitle, sectionTitle } from '../../styles/heading.css';
import { panel } from '../../styles/panel.css';

/**
 * Two form looks, a small card (sign in, sign up: `width.form`) and a reading column's panel
 * (create job, apply: `width.content`), and a part of a panel that holds several forms (the
 * profile's account settings): no card of its own inside the panel's, a rule above it.
 */
export const root = recipe({
  variants: {
    layout: {
      card: [panel, { maxWidth: vars.width.form }],
      panel: [panel],
      section: {
        paddingTop: vars.space.large,
        borderTop: `1px solid ${vars.colour.border.standard}`,
      },
    },
    /** `critical`: what cannot be undone, in red (deleting the account). */
    tone: {
      standard: {},
      critical: { borderColor: vars.colour.border.critical },
    },
  },
  defaultVariants: { layout: 'card', tone: 'standard' },
});

type RootVariants = NonNullable<RecipeVariants<typeof root>>;
export type FormLayout = NonNullable<RootVariants['layout']>;
export type FormTone = NonNullable<RootVariants['tone']>;

/** The column the title, fields and footer share inside the card or panel. */
export const column = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.large },
  variants: {
    layout: {
      card: {},
      panel: {},
      section: { gap: vars.space.medium },
    },
  },
  defaultVariants: { layout: 'card' },
});

/** A page's own form is titled as the page (`pageTitle`), a part's as a section. */
export const title = recipe({
  variants: {
    layout: {
      card: pageTitle,
      panel: pageTitle,
      section: sectionTitle,
    },
    tone: {
      standard: {},
      critical: { color: vars.colour.foreground.critical },
    },
  },
  defaultVariants: { layout: 'card', tone: 'standard' },
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
