import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const body = style({
  maxWidth: 720,
  marginTop: vars.space.large,
  marginInline: 'auto',
});

/** Why a posting can no longer be opened or applied to: taken down, or past its end. */
export const postingGone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.tone.amber.background,
  color: vars.colour.tone.amber.foreground,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
});

export const goneIcon = style({ flexShrink: 0 });
