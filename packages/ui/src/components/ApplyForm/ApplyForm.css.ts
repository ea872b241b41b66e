import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The note's count of characters, at the end of the line under it. */
export const count = style({ display: 'block', textAlign: 'end' });

/** Past the limit, in the red of a message. */
export const countOver = style([count, { color: vars.colour.foreground.critical }]);

/**
 * Under the CV of a member with no stored CV, the way to the page that keeps them: a small line,
 * its link in the board's indigo, as a panel's note has it.
 */
export const manageCvs = style({
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});

globalStyle(`${manageCvs} a`, {
  color: vars.colour.foreground.link,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'underline',
});

/** 'Ön eleme soruları': a part of the form, its name a little above a field's label. */
export const questionsLegend = style({
  marginBottom: vars.space.xsmall,
  padding: 0,
  fontSize: vars.type.size.standard,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.standard,
});

/** The questions one under the other, apart as the form's fields are. */
export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
