import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { currentFilterLink } from '../../styles/filterLink';
import { focusRing } from '../../styles/focusRing';

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

/** Two small codes side by side; the chosen one in the side panel's current-filter violet. */
const linkBase = style({
  display: 'block',
  // A target of about 30 pixels square, for a finger.
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontSize: vars.type.size.xsmall,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

/** A link as it stands: the current one in the side panel's violet, any other quiet. */
export const link = styleVariants({
  idle: [
    linkBase,
    {
      color: vars.colour.foreground.muted,
      selectors: { '&:hover': { color: vars.colour.foreground.standard } },
    },
  ],
  current: [linkBase, currentFilterLink],
});
