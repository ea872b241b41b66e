import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { textButton } from '../../styles/textButton.css';

export const label = style({
  fontSize: vars.type.size.xsmall,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.muted,
});

/**
 * The note as written: its line breaks kept, long words wrapped, its lines as high as in the text
 * area it was typed in.
 */
export const text = style({
  marginTop: vars.space.xxsmall,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
});

export const toggle = style([
  textButton,
  {
    marginTop: vars.space.xxsmall,
    selectors: {
      '&:focus-visible': { ...focusRing, borderRadius: vars.radius.small },
    },
  },
]);
