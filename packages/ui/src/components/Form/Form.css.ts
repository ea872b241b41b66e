import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';
import { panel, panelHeading } from '../../styles/panel.css';

/**
 * The reference's two form looks, a small card (sign in, sign up) and a page-wide panel (create
 * job), and a bordered part of a page that holds several forms (the profile's account settings).
 */
export const root = recipe({
  variants: {
    layout: {
      card: [panel, { width: '100%', maxWidth: 448, marginInline: 'auto' }],
      panel: [panel],
      section: {
        padding: vars.space.large,
        border: `1px solid ${vars.colour.border.standard}`,
        borderRadius: vars.radius.large,
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
      panel: { maxWidth: 576, marginInline: 'auto' },
      section: { gap: vars.space.medium },
    },
  },
  defaultVariants: { layout: 'card' },
});

export const title = recipe({
  // A title may name a job, whose words can be longer than the line.
  base: [panelHeading, { overflowWrap: 'anywhere' }],
  variants: {
    layout: {
      card: { textAlign: 'start' },
      panel: {},
      section: { textAlign: 'start', fontSize: vars.type.size.large },
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

/** A skeleton's title block, centred as the panel's title is. */
export const skeletonTitleCentred = style({ marginInline: 'auto' });
