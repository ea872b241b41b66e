import { type StyleRule, style } from '@vanilla-extract/css';

/** The rule itself, for a style that hides only under a condition (a media query). */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** Read by screen readers, not shown. */
export const visuallyHidden = style(visuallyHiddenRule);
