import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

/** The rating on a line, the notes folded under it. */
export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  borderTop: `1px dashed ${vars.colour.border.standard}`,
});

export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const ratingLegend = style({
  float: 'left',
  padding: 0,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.standard,
});

export const stars = style({ display: 'flex', gap: vars.space.xxsmall });

/** Each star a target of 32 px around its 22 px icon, ringed when its radio has the focus. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:has(input[aria-disabled="true"])': { cursor: 'wait' },
  },
});

/** A star the rating reaches: filled in the accent, as the rest of what the poster acts on. */
export const starFilled = style({ color: vars.colour.foreground.accent, fill: 'currentColor' });

/** A star past the rating: its outline only, dark enough to be seen as a control (3:1). */
export const starEmpty = style({
  color: vars.colour.border.field,
  selectors: { [`${star}:hover &`]: { color: vars.colour.foreground.accent } },
});

export const notes = style({ fontSize: vars.type.size.small });

export const hint = style({
  marginTop: vars.space.xsmall,
  color: vars.colour.foreground.muted,
});

export const noteList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const note = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.background.page,
});

export const noteBody = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.colour.foreground.standard,
});

export const noteMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
  color: vars.colour.foreground.muted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
});

globalStyle(`${form} textarea`, { minHeight: '4.5rem' });

/** A note's buttons side by side: edit and delete, or save and cancel. */
export const noteActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
