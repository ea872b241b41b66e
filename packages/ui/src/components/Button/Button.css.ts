import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

function tone(background: string, hover: string, text: string) {
  return {
    backgroundColor: background,
    color: text,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { backgroundColor: hover } },
  };
}

/**
 * The look of every button and button-like link: indigo actions, dark slate header buttons, quiet
 * outlined secondary controls that sit beside an action without competing with it (saving a job,
 * cancelling), red for what cannot be undone (deleting a posting or the account).
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
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      action: tone(vars.colour.action, vars.colour.actionHover, vars.colour.actionText),
      neutral: tone(vars.colour.neutral, vars.colour.text, vars.colour.neutralText),
      critical: tone(vars.colour.critical, vars.colour.criticalHover, vars.colour.actionText),
      secondary: {
        border: `1px solid ${vars.colour.border}`,
        backgroundColor: vars.colour.surface,
        color: vars.colour.textMuted,
        selectors: {
          '&:hover:not([aria-disabled="true"]):not(:disabled)': {
            borderColor: vars.colour.textSubtle,
            backgroundColor: vars.colour.page,
            color: vars.colour.text,
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
