import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
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
 * confirmation dialog.
 */
export const button = recipe({
  base: {
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
  },
  variants: {
    tone: {
      action: tone(vars.colour.action.primary),
      neutral: tone(vars.colour.action.neutral),
      critical: tone(vars.colour.action.critical),
      // Quiet, beside the page's one action: an outline that firms up under the pointer.
      secondary: {
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
    },
    size: {
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
    },
  },
  // The secondary tone's border takes a pixel of its padding, so it is as big as the other tones.
  compoundVariants: [
    {
      variants: { tone: 'secondary', size: 'small' },
      style: {
        paddingBlock: `calc(${vars.space.xsmall} - 1px)`,
        paddingInline: `calc(${vars.space.medium} - 1px)`,
      },
    },
    {
      variants: { tone: 'secondary', size: 'standard' },
      style: {
        paddingBlock: `calc(${vars.space.small} - 1px)`,
        paddingInline: `calc(${vars.space.large} - 1px)`,
      },
    },
  ],
  defaultVariants: { tone: 'action', size: 'standard' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
