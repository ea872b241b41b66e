import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** The fields one under the other, spaced as the dialog's own parts are. */
export const root = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** The message's hint, then its count at the end of the line under it, as the cover note's. */
export const hintLine = style({ display: 'block' });

export const count = style({ display: 'block', textAlign: 'end' });

/** Past the limit, in the red of a message. */
export const countOver = style([count, { color: vars.colour.foreground.critical }]);

/**
 * Several applicants with a template: its texts as they will be sent, read-only, on the page's
 * grey so they read as a quotation, not as a field to type in.
 */
export const preview = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.background.page,
  fontSize: vars.type.size.small,
});

export const previewLanguage = style({
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.muted,
});

export const previewText = style({
  margin: 0,
  marginTop: vars.space.xxsmall,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.colour.foreground.standard,
  lineHeight: vars.type.lineHeight.relaxed,
});
