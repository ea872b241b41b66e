import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** A tinted pair of the theme: the general tones, or one of the board's own badges. */
function tinted(pair: { background: string; foreground: string }) {
  return { backgroundColor: pair.background, color: pair.foreground };
}

const base = style({
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
});

/** A badge by its tone, each with the shape they share. */
export const badgeTone = styleVariants(
  {
    fullTime: vars.colour.badge.fullTime,
    partTime: vars.colour.badge.partTime,
    freelance: vars.colour.badge.freelance,
    salary: vars.colour.badge.salary,
    promote: vars.colour.tone.promote,
    positive: vars.colour.tone.positive,
    caution: vars.colour.tone.caution,
    critical: vars.colour.tone.critical,
    neutral: vars.colour.tone.neutral,
  },
  (pair) => [base, tinted(pair)],
);
