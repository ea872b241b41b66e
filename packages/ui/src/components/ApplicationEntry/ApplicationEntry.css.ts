import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { rowList, rowTitle, ruleBetweenRows } from '../../styles/rowList.css';

/** The applications one under the other in one bordered box, as the profile's postings. */
export const list = rowList;

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  selectors: ruleBetweenRows,
});

/** The heading, the status badge at the end of its line. */
export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The status keeps its word whole; the heading beside it wraps instead. */
export const status = style({ flexShrink: 0 });

/** A row's title (its link reads as the title until hovered), taking the line up to the status. */
export const heading = style([rowTitle, { flex: 1, minWidth: 0 }]);

export const details = style({
  marginTop: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
  overflowWrap: 'anywhere',
});

globalStyle(`${details} a`, { color: vars.colour.foreground.link });

/** The steps of an application on a line, wrapping, each after an arrow no screen reader reads. */
export const timeline = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});

export const step = style({
  selectors: {
    '& + &::before': {
      content: '"→" / ""',
      marginInlineEnd: vars.space.xsmall,
      color: vars.colour.foreground.subtle,
    },
  },
});

/** The action and the CV, on one line where they fit, apart from the note above them. */
export const foot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  borderTop: `1px dashed ${vars.colour.border.standard}`,
});

/** The CV takes the width the action leaves, its button at the end. */
export const cv = style({ flex: '1 1 20rem', minWidth: 0 });

/** The CV's button in a list's skeleton: at the end of the foot, as wide as its word. */
export const skeletonCvButton = style({ width: '7rem', marginInlineStart: 'auto' });

/** 'Ön eleme yanıtları' or 'Yanıtlarınız', as the cover note's label. */
export const answersLabel = style({
  fontSize: vars.type.size.xsmall,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.muted,
});

/** The questions and answers, one pair under the other. */
export const answers = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
});

export const answer = style({ minWidth: 0 });

/** The question as it was asked, quieter than its answer. */
export const answerQuestion = style({
  color: vars.colour.foreground.muted,
  overflowWrap: 'anywhere',
});

/** The answer, and beside it, when it disqualifies, the badge saying so. */
export const answerGiven = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontWeight: vars.type.weight.medium,
});

export const answerText = style({ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

/** A rejection's message: its lines as written, set off as a quotation. */
export const rejectionMessage = style({
  margin: 0,
  marginTop: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.colour.border.standard}`,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
