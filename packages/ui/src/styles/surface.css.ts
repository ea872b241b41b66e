import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The white card everything on the grey page sits on: rows, the detail, the side panel, forms. */
export const card = style({
  backgroundColor: vars.colour.background.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});
