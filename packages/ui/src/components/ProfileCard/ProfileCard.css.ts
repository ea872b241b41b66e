import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.width.form,
  marginTop: vars.space.large,
});

export const label = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
});

export const status = style({
  marginTop: vars.space.xsmall,
  marginInlineStart: 0,
});

/** Looks like the reference's read-only inputs, without pretending to be editable. */
export const value = style({
  marginTop: vars.space.xxsmall,
  marginInlineStart: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.page,
  fontSize: vars.type.size.small,
  overflowWrap: 'anywhere',
});
