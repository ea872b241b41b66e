import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

/** A button's colours: one of the theme's `colour.action` groups. */
function tone({ background, hover, foreground }: typeof vars.colour.action.primary) {
  return {
    backgroundColor: background,
    color: foreground,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: hover } },
  };
}

/**
 * The look of every button and button-like link: indigo actions, dark slate header buttons, quiet
 * outlined secondary controls that sit beside an action without competing with it (saving a job,
 * cancelling), and red only for the button that confirms what cannot be undone: the delete in a
 * confirmation dialog. Plain class names (`buttonClass.ts` puts them together): no recipe runtime
 * in the first visit's script.
 */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** A button's colours, each with the shape they share. */
export const buttonTone = styleVariants({
  action: [base, tone(vars.colour.action.primary)],
  neutral: [base, tone(vars.colour.action.neutral)],
  critical: [base, tone(vars.colour.action.critical)],
  // Quiet, beside the page's one action: an outline that firms up under the pointer.
  secondary: [
    base,
    {
      border: `1px solid ${vars.colour.border.standard}`,
      backgroundColor: vars.colour.action.secondary.background,
      color: vars.colour.action.secondary.foreground,
      selectors: {
        '&:hover:not([aria-disabled="true"]):not(:disabled)': {
          borderColor: vars.colour.border.strong,
          backgroundColor: vars.colour.action.secondary.hover,
          color: vars.colour.foreground.standard,
        },
      },
    },
  ],
});

export const buttonSize = styleVariants({
  small: {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.medium,
    fontSize: vars.type.size.small,
  },
  standard: {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    fontSize: vars.type.size.standard,
    fontWeight: vars.type.weight.semibold,
  },
});

/**
 * The secondary tone's border takes a pixel of its padding, so it is as big as the other tones;
 * after the sizes, so it wins over theirs.
 */
export const secondarySize = styleVariants({
  small: {
    paddingBlock: `calc(${vars.space.xsmall} - 1px)`,
    paddingInline: `calc(${vars.space.medium} - 1px)`,
  },
  standard: {
    paddingBlock: `calc(${vars.space.small} - 1px)`,
    paddingInline: `calc(${vars.space.large} - 1px)`,
  },
});
