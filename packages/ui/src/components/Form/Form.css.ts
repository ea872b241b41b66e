import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';
import { panel, panelHeading } from '../../styles/panel.css';

/** The reference's two form looks: a small card (sign in, sign up) and a page-wide panel (create job). */
export const root = recipe({
  base: panel,
  variants: {
    layout: {
      card: { width: '100%', maxWidth: 448, marginInline: 'auto' },
      panel: {},
    },
  },
  defaultVariants: { layout: 'card' },
});

export type FormLayout = NonNullable<NonNullable<RecipeVariants<typeof root>>['layout']>;

/** The column the title, fields and footer share inside the card or panel. */
export const column = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.large },
  variants: {
    layout: {
      card: {},
      panel: { maxWidth: 576, marginInline: 'auto' },
    },
  },
  defaultVariants: { layout: 'card' },
});

export const title = recipe({
  base: panelHeading,
  variants: {
    layout: {
      card: { textAlign: 'start' },
      panel: {},
    },
  },
  defaultVariants: { layout: 'card' },
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const submit = style({ width: '100%', marginTop: vars.space.xsmall });

/** The server's message, in red under the form (spec section 4). */
export const serverError = style({
  color: vars.colour.critical,
  fontSize: vars.type.size.small,
  textAlign: 'center',
});

export const footer = style({
  color: vars.colour.textSubtle,
  fontSize: vars.type.size.small,
  textAlign: 'center',
});

globalStyle(`${footer} a`, {
  color: vars.colour.textMuted,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
});

globalStyle(`${footer} a:hover`, { color: vars.colour.action, textDecoration: 'underline' });
