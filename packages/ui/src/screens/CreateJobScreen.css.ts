import { style } from '@vanilla-extract/css';
import { vars } from '../styles/contract.css';
import { card } from '../styles/surface.css';

/** The notices above the form, at the form's panel's width (`width.content`). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.width.content,
  marginInline: 'auto',
});

/** A white card marked indigo at its start: information, not a refusal. */
export const signInFirst = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    padding: vars.space.large,
    borderInlineStart: `4px solid ${vars.colour.tone.promote.foreground}`,
  },
]);

export const signInFirstTitle = style({
  margin: 0,
  fontSize: vars.type.size.standard,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.standard,
});

export const signInFirstMessage = style({
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
  lineHeight: vars.type.lineHeight.relaxed,
});

export const signInFirstActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
