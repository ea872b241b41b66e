import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { sectionTitle } from '../../styles/heading.css';
import { row, rowList } from '../../styles/rowList.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.large,
});

export const heading = sectionTitle;

export const list = style([rowList]);

export const item = style([row]);

/** The title over the company, taking the row's free width. */
export const what = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 16rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  color: vars.colour.foreground.link,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'underline',
});

export const company = style({
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});
