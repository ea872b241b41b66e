import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { control } from '../Field/Field.css';

/** The section: its hint, the questions one under the other, then 'Soru ekle'. */
export const section = style({ gap: vars.space.small });

export const questions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** A question's card: the frame around its fieldset, so the legend sits inside as its title. */
export const question = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.surface,
  minWidth: 0,
});

/** A question's fields, a little further apart than a group's. */
export const fields = style({ gap: vars.space.small });

export const legend = style({
  marginBottom: vars.space.xsmall,
  padding: 0,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.standard,
});

/** A few lines high: the choices are short, six at most. */
export const choices = style([control, { minHeight: 112, resize: 'vertical' }]);

/** Buttons keep their own width, at the start of the line. */
export const action = style({ alignSelf: 'flex-start' });
