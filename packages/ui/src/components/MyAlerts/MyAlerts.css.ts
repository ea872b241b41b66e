import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { control } from '../Field/Field.css';

export const list = style({
  marginTop: vars.space.medium,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  selectors: { 'li + li > &': { borderTop: `1px solid ${vars.colour.border.standard}` } },
});

export const summary = style({ flex: '1 1 240px', minWidth: 0 });

export const name = style({
  fontSize: vars.type.size.standard,
  fontWeight: vars.type.weight.medium,
  overflowWrap: 'anywhere',
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

/** The rename field in place of the name, its buttons beside it. */
export const rename = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** Instantly or once a day: a compact select among the small buttons. */
export const frequency = style([
  control,
  { width: 'auto', paddingBlock: vars.space.xxsmall, borderRadius: vars.radius.medium },
]);

/** The failure under the heading, where the list would start. */
export const failed = style({ marginTop: vars.space.medium });

/** A small button's width in the skeleton (a block fills what holds it). */
export const skeletonButton = style({ width: '4.5rem' });

export const renameInput = style([control, { flex: '1 1 12rem', width: 'auto' }]);
