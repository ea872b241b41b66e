import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { pageTitle } from '../../styles/heading.css';
import { card } from '../../styles/surface.css';
import { imageSize } from '../JobRow/JobRow.css';

export const root = style([card, { padding: vars.space.large }]);

/** The logo and title with the save toggle beside them, or under it where the two do not fit on a line. */
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/**
 * The amber note over a posting that is readable but not open: expired, or off the board (its
 * poster and the moderators read it while it is taken down or awaits approval).
 */
export const notice = style({
  marginBottom: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.tone.caution.background,
  color: vars.colour.tone.caution.foreground,
  fontWeight: vars.type.weight.medium,
});

/** The moderator's reason under a taken-down posting's note. */
export const noticeReason = style({
  marginTop: vars.space.xxsmall,
  fontWeight: vars.type.weight.regular,
});

export const title = style([
  pageTitle,
  {
    // Never narrower than this beside the toggle (on a phone it breaks 'Developer' mid-word): the
    // toggle goes under the title instead. A word longer than the line still breaks.
    flex: `1 1 calc(4 * ${vars.space.xxlarge})`,
    minWidth: 0,
  },
]);

export const facts = style({ marginTop: vars.space.xsmall });

/** Where a remote job's applicants must live: a line of the facts' size under the badges. */
export const applicantCountries = style({
  marginTop: vars.space.small,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
});

export const apply = style({ marginTop: vars.space.medium });

export const note = style({ color: vars.colour.foreground.muted });

/** The description is HTML from the rich-text editor: its elements are styled here. */
export const description = style({
  marginTop: vars.space.medium,
  fontSize: vars.type.size.standard,
  lineHeight: vars.type.lineHeight.standard,
  overflowWrap: 'anywhere',
});

globalStyle(`${description} > * + *`, { marginTop: vars.space.small });
globalStyle(`${description} :is(h1, h2, h3)`, {
  fontWeight: vars.type.weight.semibold,
  lineHeight: vars.type.lineHeight.tight,
});
globalStyle(`${description} h1`, { fontSize: vars.type.size.xlarge });
globalStyle(`${description} h2`, { fontSize: vars.type.size.large });
globalStyle(`${description} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${description} a`, {
  color: vars.colour.foreground.link,
  textDecoration: 'underline',
});
globalStyle(`${description} blockquote`, {
  paddingLeft: vars.space.medium,
  borderLeft: `3px solid ${vars.colour.border.standard}`,
  color: vars.colour.foreground.muted,
});
globalStyle(`${description} :is(pre, code)`, {
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.type.size.small,
});
// Quill marks alignment with classes rather than inline styles.
globalStyle(`${description} .ql-align-center`, { textAlign: 'center' });
globalStyle(`${description} .ql-align-right`, { textAlign: 'right' });
globalStyle(`${description} .ql-align-justify`, { textAlign: 'justify' });

/** The skeleton's title row, as tall as the logo beside the title. */
export const skeletonTitleRow = style({
  minHeight: imageSize,
  alignItems: 'center',
});

/** The skeleton's 'Başvur' row, as tall as the button it stands for. */
export const skeletonActionRow = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(2 * ${vars.space.small} + ${vars.type.size.standard} * ${vars.type.lineHeight.tight})`,
});

/** 'Bildir', quietly at the end of the detail. */
export const report = style({ marginTop: vars.space.large, marginBottom: 0 });
