import { createThemeContract } from '@vanilla-extract/css';

/**
 * The names every style refers to; `tokens.ts` gives them values and `theme.css.ts` puts those
 * values on :root. Components use `vars.*`, never a literal colour or size.
 */
export const vars = createThemeContract({
  colour: {
    page: null,
    surface: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    border: null,
    neutral: null,
    neutralText: null,
    action: null,
    actionHover: null,
    actionText: null,
    focus: null,
    critical: null,
    criticalHover: null,
    placeholder: null,
    tone: {
      violet: { background: null, foreground: null },
      rose: { background: null, foreground: null },
      amber: { background: null, foreground: null },
      green: { background: null, foreground: null },
    },
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
  shadow: {
    card: null,
    raised: null,
    focus: null,
  },
});
