import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

function tone(name: keyof typeof vars.colour.tone) {
  return {
    backgroundColor: vars.colour.tone[name].background,
    color: vars.colour.tone[name].foreground,
  };
}

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    fontSize: vars.type.size.xsmall,
    fontWeight: vars.type.weight.medium,
    lineHeight: vars.type.lineHeight.standard,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      violet: tone('violet'),
      rose: tone('rose'),
      amber: tone('amber'),
      green: tone('green'),
    },
  },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
