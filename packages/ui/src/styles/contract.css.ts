import { createThemeContract } from '@vanilla-extract/css';

const pair = { background: null, foreground: null };
const button = { background: null, hover: null, foreground: null };

/**
 * The names every style refers to, by meaning (`vars.colour.action.primary.background`, never a
 * hue); `tokens.ts` gives them values and `theme.css.ts` puts those values on :root. Components
 * use `vars.*`, never a literal colour or size.
 */
export const vars = createThemeContract({
  colour: {
    background: { page: null, surface: null, placeholder: null },
    foreground: {
      standard: null,
      muted: null,
      subtle: null,
      link: null,
      accent: null,
      critical: null,
      positive: null,
    },
    border: { standard: null, field: null, strong: null, focus: null, critical: null },
    action: { primary: button, secondary: button, neutral: button, critical: button },
    tone: { promote: pair, critical: pair, caution: pair, positive: pair, neutral: pair },
    badge: { fullTime: pair, partTime: pair, freelance: pair, salary: pair },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  type: {
    family: { body: null },
    size: {
      xsmall: null,
      small: null,
      standard: null,
      large: null,
      xlarge: null,
      xxlarge: null,
    },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, standard: null, relaxed: null },
  },
  /** Content widths by use: the page's column, a reading column, a form's card. */
  width: { page: null, content: null, form: null },
  shadow: {
    card: null,
    raised: null,
    focus: null,
  },
});
