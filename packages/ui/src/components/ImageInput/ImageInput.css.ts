import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { control } from '../Field/Field.css';

/** The file input in the look of the other fields, its button as in the reference. */
export const input = style([
  control,
  {
    cursor: 'pointer',
    '::file-selector-button': {
      marginInlineEnd: vars.space.small,
      paddingBlock: vars.space.xxsmall,
      paddingInline: vars.space.small,
      border: `1px solid ${vars.colour.border.standard}`,
      borderRadius: vars.radius.small,
      backgroundColor: vars.colour.background.surface,
      color: vars.colour.foreground.standard,
      font: 'inherit',
      cursor: 'pointer',
    },
  },
]);

export const preview = style({
  width: 128,
  height: 128,
  objectFit: 'cover',
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.placeholder,
});
