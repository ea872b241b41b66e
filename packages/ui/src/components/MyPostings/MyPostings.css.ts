import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const list = style({
  marginTop: vars.space.medium,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const posting = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  selectors: { 'li + li > &': { borderTop: `1px solid ${vars.colour.border.standard}` } },
});

export const summary = style({ flex: '1 1 240px', minWidth: 0 });

export const title = style({
  fontSize: vars.type.size.standard,
  fontWeight: vars.type.weight.medium,
  overflowWrap: 'anywhere',
});

globalStyle(`${title} a`, { color: vars.colour.foreground.standard, textDecoration: 'none' });
globalStyle(`${title} a:hover`, {
  color: vars.colour.foreground.link,
  textDecoration: 'underline',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

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

/** The failure under 'İLANLARIM', where the list would start. */
export const failed = style({ marginTop: vars.space.medium });

/** A small button's width in the postings' skeleton (a block fills what holds it). */
export const skeletonButton = style({ width: '4.5rem' });
