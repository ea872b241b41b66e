import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The forms one under the other, as narrow as the profile's fields above them. */
export const forms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: 520,
  marginTop: vars.space.medium,
  marginInline: 'auto',
});

export const emailLabel = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
});

export const email = style({
  marginBlock: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});
