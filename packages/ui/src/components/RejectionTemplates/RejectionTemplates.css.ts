import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { rowList } from '../../styles/rowList.css';

/** A part of the applicants' panel, apart from what is above it by a rule, never a card of its own. */
export const root = style({
  paddingBlock: vars.space.medium,
  borderBlock: `1px solid ${vars.colour.border.standard}`,
});

export const description = style({
  marginTop: vars.space.small,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.relaxed,
});

/** The list, or the line that there is none: the focus comes back here after a delete. */
export const templates = style({
  marginTop: vars.space.medium,
  borderRadius: vars.radius.large,
  selectors: { '&:focus-visible': focusRing },
});

export const list = style([rowList]);

export const none = style({ color: vars.colour.foreground.muted, fontSize: vars.type.size.small });

/** A template's name and texts take the row's width, its two actions under them on a phone. */
export const summaryColumn = style({ flex: '1 1 320px' });

/** A text, two lines of it: enough to tell templates apart; Düzenle shows it whole. */
export const text = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  marginTop: vars.space.xxsmall,
  color: vars.colour.foreground.standard,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

/** A template's form in place of its row, or of 'Şablon ekle': the fields one under the other. */
export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  flexBasis: '100%',
  minWidth: 0,
});

export const newForm = style({
  marginTop: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** The body's hint on its own line, the count under it at the end. */
export const hintLine = style({ display: 'block' });

/** 'Şablon ekle' under the list, or the note that all twenty are kept. */
export const add = style({ marginTop: vars.space.medium });

export const full = style({ color: vars.colour.foreground.muted, fontSize: vars.type.size.small });
