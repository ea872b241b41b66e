import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

/** A tinted pair of the theme: the general tones, or one of the board's own badges. */
function tinted(pair: { background: string; foreground: string }) {
  return { backgroundColor: pair.background, color: pair.foreground };
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
      fullTime: tinted(vars.colour.badge.fullTime),
      partTime: tinted(vars.colour.badge.partTime),
      freelance: tinted(vars.colour.badge.freelance),
      salary: tinted(vars.colour.badge.salary),
      promote: tinted(vars.colour.tone.promote),
      positive: tinted(vars.colour.tone.positive),
      caution: tinted(vars.colour.tone.caution),
      critical: tinted(vars.colour.tone.critical),
    },
  },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
