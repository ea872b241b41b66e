import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { rowList } from '../../styles/rowList.css';

/** The box of rows (styles/rowList.css.ts) under 'İlanlarım'. */
export const list = style([rowList, { marginTop: vars.space.medium }]);

/** The delete question, set apart in the row it is about. */
export const confirmation = style({
  minWidth: 0,
  margin: 0,
  border: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.tone.critical.background,
});

export const question = style({
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  color: vars.colour.tone.critical.foreground,
});

/** The link to a posting's applicants, with their count. */
export const applications = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xsmall,
  fontSize: vars.type.size.small,
});

globalStyle(`${applications} a`, {
  color: vars.colour.foreground.link,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
});
globalStyle(`${applications} a:hover`, { textDecoration: 'underline' });

export const applicationsIcon = style({ flexShrink: 0, color: vars.colour.foreground.link });

/** The unanswered applications, stressed in the board's violet. */
export const newCount = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.tone.promote.background,
  color: vars.colour.tone.promote.foreground,
  fontWeight: vars.type.weight.semibold,
});

/** The failure under 'İlanlarım', where the list would start. */
export const failed = style({ marginTop: vars.space.medium });
