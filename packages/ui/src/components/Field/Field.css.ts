import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  color: vars.colour.text,
});

/** Text inputs and selects, as in the reference forms: a light grey box with a thin border. */
export const control = style({
  width: '100%',
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.page,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
  outline: 'none',
  '::placeholder': { color: vars.colour.textSubtle },
  selectors: {
    '&:focus-visible': { borderColor: vars.colour.focus, boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.colour.critical },
  },
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.colour.critical,
  fontSize: vars.type.size.small,
});
