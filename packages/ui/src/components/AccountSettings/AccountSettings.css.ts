import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The forms one under the other, a rule between them, as narrow as the profile's fields. */
export const forms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.width.form,
  marginTop: vars.space.medium,
});

export const emailLabel = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
});

export const email = style({
  marginBlock: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});
