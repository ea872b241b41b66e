import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { rowList } from '../../styles/rowList.css';

export const description = style({
  marginTop: vars.space.xsmall,
  color: vars.colour.foreground.muted,
  lineHeight: vars.type.lineHeight.relaxed,
});

/** The box of rows (styles/rowList.css.ts) under 'Şirketlerim'. */
export const list = style([rowList, { marginTop: vars.space.medium }]);

/** What follows the heading or the list: the failure, 'Şirket ekle'. */
export const below = style({ marginTop: vars.space.medium });

/** The logo beside the name and facts, which wrap beside it. */
export const summary = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flex: '1 1 240px',
  minWidth: 0,
});

/** A company's form, open in its row or under the list, with its 'Vazgeç' under it. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  marginTop: vars.space.medium,
  // In its row, under the company it changes; its panel has padding of its own.
  selectors: {
    'li > &': { marginTop: 0, padding: `0 ${vars.space.xsmall} ${vars.space.medium}` },
  },
});
